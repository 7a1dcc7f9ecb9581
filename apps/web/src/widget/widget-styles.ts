/** Everything lives in a shadow root, so these rules neither reach the site nor get reached by it. */
export const WIDGET_CSS = `
:host{all:initial}
.launcher{position:fixed;bottom:20px;right:20px;z-index:2147483000;width:56px;height:56px;padding:0;border:0;border-radius:50%;cursor:pointer;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 16px rgba(0,0,0,.25);transition:transform .15s}
.launcher:hover{transform:scale(1.05)}
.launcher:focus-visible{outline:3px solid #1c7ed6;outline-offset:3px}
.launcher svg{width:28px;height:28px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 6px;box-sizing:border-box;border-radius:10px;background:#e03131;color:#fff;font:600 12px/20px system-ui,sans-serif;text-align:center}
.badge[hidden],.panel[hidden]{display:none}
.panel{position:fixed;bottom:88px;right:20px;z-index:2147483000;width:380px;height:600px;max-width:calc(100vw - 40px);max-height:calc(100vh - 108px);border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.25)}
.left .launcher,.left .panel{left:20px;right:auto}
iframe{display:block;width:100%;height:100%;border:0}
@media (max-width:480px){.panel{inset:0 0 88px 0;width:auto;height:auto;max-width:none;max-height:none;border-radius:0}}
`;
