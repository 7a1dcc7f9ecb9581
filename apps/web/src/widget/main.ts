// The entry of /widget.js: a classic script any site includes; it reads its own tag and mounts.
import { mountWidget, readWidgetOptions } from './widget';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const options = readWidgetOptions(script);
  // The same snippet pasted twice shows one launcher.
  const isMounted =
    options && document.querySelector(`[data-charla-widget="${CSS.escape(options.channelOid)}"]`);
  if (options && !isMounted) void mountWidget(options);
}
