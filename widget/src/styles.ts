/**
 * The widget's style sheet, inside its shadow root (see `styleShadowRoot`). The host element is
 * reset with `!important` (which beats the page's own rules on it) so that even
 * `* { all: unset }` cannot reach in; the page styles the widget only through the `--heed-*`
 * custom properties.
 */
export const STYLES = `
:host{all:initial!important;display:block!important}
.heed{--a:var(--heed-accent,#2450c7);--on-a:var(--heed-on-accent,#fff);--bg:var(--heed-background,#fff);--fg:var(--heed-text,#1b1c20);--mu:var(--heed-muted,#52545c);--bd:var(--heed-border,#8a8d96);
box-sizing:border-box;position:fixed;z-index:var(--heed-z-index,2147483000);inset:var(--heed-inset,auto 16px 16px auto);width:var(--heed-width,360px);max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);overflow:auto;
background:var(--bg);color:var(--fg);font:var(--heed-font-size,15px)/1.45 var(--heed-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);border:1px solid var(--bd);border-radius:var(--heed-radius,12px);box-shadow:0 8px 30px rgb(0 0 0/.2);padding:16px}
.heed.inline{position:relative;inset:auto;width:auto;max-width:none;max-height:none;box-shadow:none}
@media (prefers-color-scheme:dark){.heed{--a:var(--heed-dark-accent,#9db8ff);--on-a:var(--heed-dark-on-accent,#10131a);--bg:var(--heed-dark-background,#1d1f25);--fg:var(--heed-dark-text,#f1f2f5);--mu:var(--heed-dark-muted,#b9bcc6);--bd:var(--heed-dark-border,#6b6f7a)}}
@media (max-width:480px){.heed:not(.inline){inset:auto 0 0 0;width:auto;max-width:none;max-height:85vh;border-radius:var(--heed-radius,12px) var(--heed-radius,12px) 0 0}}
*,*::before,*::after{box-sizing:border-box}
h2{font-size:1.1em;margin:0 32px 12px 0;outline:none}
fieldset{border:0;margin:0 0 14px;padding:0;min-width:0}
legend,.lbl{display:block;font-weight:600;margin:0 0 8px;padding:0}
.row{display:flex;flex-wrap:wrap;gap:6px}
.opt{position:relative;display:inline-flex}
.opt input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.opt span{display:inline-flex;align-items:center;justify-content:center;min-width:40px;min-height:40px;padding:0 8px;border:1px solid var(--bd);border-radius:8px;font-size:1.25em;background:var(--bg);color:var(--fg)}
.nps .row{gap:4px}
.nps .opt span{min-width:26px;font-size:.95em;padding:0 2px}
.emoji .opt span,.thumbs .opt span{font-family:"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif}
.stars .opt.on span{color:var(--a);border-color:var(--a)}
.opt input:checked+span{background:var(--a);color:var(--on-a);border-color:var(--a)}
.stars .opt input:checked+span{background:var(--bg);color:var(--a);box-shadow:inset 0 0 0 1px var(--a)}
.opt input:focus-visible+span,.choice input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--a);outline-offset:2px}
.ends{display:flex;justify-content:space-between;gap:8px;color:var(--mu);font-size:.85em;margin-top:4px}
.choice{display:flex;align-items:center;gap:8px;margin:4px 0}
.choice input{width:18px;height:18px;margin:0;accent-color:var(--a)}
textarea{display:block;width:100%;min-height:80px;resize:vertical;font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--bd);border-radius:8px;padding:8px}
.count{color:var(--mu);font-size:.85em;text-align:right;margin-top:4px}
.step{color:var(--mu);font-size:.85em;margin:0 0 8px}
.status{min-height:1.2em;margin:0 0 8px;color:var(--fg);font-weight:600}
.actions{display:flex;justify-content:flex-end;gap:8px}
button{font:inherit;cursor:pointer;border-radius:8px;padding:8px 16px;border:1px solid var(--a);background:var(--a);color:var(--on-a)}
button.sec{background:transparent;color:var(--fg);border-color:var(--bd)}
button.x{position:absolute;top:8px;right:8px;padding:0;width:32px;height:32px;background:transparent;color:var(--fg);border:0;font-size:20px;line-height:1}
button:disabled{opacity:.6;cursor:default}
.field{margin-bottom:14px}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

let constructed: CSSStyleSheet | undefined;

/**
 * Gives a shadow root the widget's styles. A constructable style sheet (`adoptedStyleSheets`) is
 * not inline markup, so a page's Content-Security-Policy allows it even without
 * `'unsafe-inline'` in `style-src`; one sheet serves every survey on the page. A browser without
 * them gets a `<style>` element, carrying `nonce` for a page whose policy allows styles by nonce.
 */
export function styleShadowRoot(root: ShadowRoot, nonce?: string): void {
  if ('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    try {
      if (!constructed) {
        constructed = new CSSStyleSheet();
        constructed.replaceSync(STYLES);
      }
      root.adoptedStyleSheets = [constructed];
      return;
    } catch {
      // A browser that has the property but cannot construct a sheet: the element below.
    }
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = STYLES;
  root.prepend(style);
}
