type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  // Extending the global Window needs interface merging.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loaded = new Map<string, Promise<Grecaptcha>>();

/** Loads Google reCAPTCHA v3 once per site key (needs www.google.com in the CSP when enabled). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const existing = loaded.get(siteKey);
  if (existing) return existing;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) reject(new Error('reCAPTCHA did not initialise'));
      else grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      loaded.delete(siteKey);
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  loaded.set(siteKey, promise);
  return promise;
}

export async function getRecaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
