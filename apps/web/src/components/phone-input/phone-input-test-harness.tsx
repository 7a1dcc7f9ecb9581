import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../locales/en/phone.json';
import es from '../../../locales/es/phone.json';
import { PhoneInput, type PhoneInputProps } from './phone-input';

/** A private i18next instance, so these tests do not depend on the app's i18n setup. */
function createTestI18n(language: 'es' | 'en') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'es',
    ns: ['phone'],
    defaultNS: 'phone',
    resources: { es: { phone: es }, en: { phone: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

type HarnessProps = Omit<PhoneInputProps, 'value' | 'onChange'> & {
  initialValue?: string;
  onChange?: PhoneInputProps['onChange'];
};

/** The input used the way forms use it: the parent keeps the value it is given. */
function ControlledPhoneInput({ initialValue = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneInput
      label="Phone"
      {...props}
      value={value}
      onChange={(next, result) => {
        setValue(next);
        onChange?.(next, result);
      }}
    />
  );
}

export function renderPhoneInput(props: HarnessProps = {}, language: 'es' | 'en' = 'en') {
  const i18n = createTestI18n(language);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <ControlledPhoneInput {...props} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

export function renderUncontrolledPhoneInput(props: PhoneInputProps, language: 'es' | 'en' = 'en') {
  const i18n = createTestI18n(language);
  const wrap = (next: PhoneInputProps) => (
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <PhoneInput {...next} />
      </I18nextProvider>
    </MantineProvider>
  );
  const view = render(wrap(props));
  return { ...view, rerenderWith: (next: PhoneInputProps) => view.rerender(wrap(next)) };
}
