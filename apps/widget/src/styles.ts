/**
 * All widget CSS, inside the shadow root: page styles cannot reach it and it cannot reach the page.
 * `:host { all: initial }` also stops inherited properties (font, color, line-height) leaking in.
 * Colours come from CSS variables set by the theme. 480px and below: the dialog fills the screen,
 * sized to the visual viewport (--pw-vvh) so the iOS keyboard does not cover the input.
 */
export const css = `
:host{all:initial}
*,*::before,*::after{box-sizing:border-box}
.pw{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2328;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%}
button{font:inherit;color:inherit;cursor:pointer;border:0;background:none;margin:0;padding:0}
:focus-visible{outline:2px solid var(--pw-primary);outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center;transition:transform .2s}
.launcher.filled{background:var(--pw-main);color:var(--pw-main-text);box-shadow:0 6px 20px rgba(0,0,0,.22)}
.launcher:hover{transform:scale(1.06)}
.launcher img{width:100%;height:100%;object-fit:contain;border-radius:50%}
.launcher.filled img{width:60%;height:60%}
.badge{position:absolute;top:-3px;right:-3px;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:#e5484d;color:#fff;font-size:12px;font-weight:700;line-height:18px;text-align:center;border:2px solid #fff}
.dialog{position:fixed;right:20px;bottom:92px;z-index:2147483000;width:var(--pw-w);height:var(--pw-h);max-width:calc(100vw - 40px);max-height:calc(100vh - 112px);display:flex;flex-direction:column;overflow:hidden;background:var(--pw-bg);border-radius:16px;animation:pw-in .2s ease-out}
.dialog.hover{box-shadow:0 16px 48px rgba(0,0,0,.18),0 0 0 1px rgba(0,0,0,.06)}
.dialog.full{top:var(--pw-vvt,0);left:0;right:0;bottom:auto;width:100%;height:var(--pw-vvh,100%);max-width:none;max-height:none;border-radius:0}
.dialog.embedded{position:relative;right:auto;bottom:auto;z-index:auto;max-width:100%;max-height:none;animation:none}
.dialog.fluid,.emb{width:100%;height:100%}
@media (max-width:480px){
.dialog:not(.embedded){top:var(--pw-vvt,0);left:0;right:0;bottom:auto;width:100%;height:var(--pw-vvh,100%);max-width:none;max-height:none;border-radius:0}
.open .launcher{display:none}
.full-btn{display:none}
}
@keyframes pw-in{from{opacity:0;transform:translateY(12px)}}
.head{display:flex;align-items:flex-start;gap:8px;padding:16px 12px 14px 18px;background:var(--pw-main);color:var(--pw-main-text)}
.head>div{flex:1;min-width:0}
.title{margin:0;font-size:16px;font-weight:600;line-height:1.3}
.help{margin:2px 0 0;font-size:13px;opacity:.85}
.icon-btn{width:32px;height:32px;border-radius:8px;display:flex;align-items:center;justify-content:center;flex:none}
.head .icon-btn:hover{background:rgba(255,255,255,.16)}
.status{padding:6px 16px;font-size:12px;text-align:center;background:#fff4d6;color:#6b4e00}
.log{flex:1;overflow-y:auto;overscroll-behavior:contain;-webkit-overflow-scrolling:touch;padding:16px 14px 8px;display:flex;flex-direction:column;gap:4px}
.row{display:flex;align-items:flex-end;gap:8px;max-width:100%}
.row.user{flex-direction:row-reverse}
.row.first{margin-top:8px}
.avatar{width:28px;height:28px;flex:none;border-radius:50%;overflow:hidden;background:var(--pw-main);color:var(--pw-main-text);display:flex;align-items:center;justify-content:center}
.avatar img{width:100%;height:100%;object-fit:cover}
.avatar.gap{visibility:hidden}
.msg{display:flex;flex-direction:column;gap:6px;max-width:78%;min-width:0}
.user .msg{align-items:flex-end}
.bubble{padding:9px 13px;border-radius:18px;white-space:pre-wrap;overflow-wrap:anywhere;background:var(--pw-secondary);color:var(--pw-secondary-text)}
.bot .bubble{border-bottom-left-radius:5px}
.user .bubble{background:var(--pw-primary);color:var(--pw-primary-text);border-bottom-right-radius:5px}
.bubble a{color:inherit;text-decoration:underline;text-underline-offset:2px}
.pending .bubble{opacity:.6}
.failed .bubble{opacity:.6}
.retry{font-size:12px;color:#c62828;text-decoration:underline}
.table{overflow-x:auto;max-width:100%;border-radius:12px;border:1px solid rgba(0,0,0,.1);background:#fff}
table{border-collapse:collapse;font-size:13px;color:#1f2328}
th,td{padding:7px 10px;text-align:left;border-bottom:1px solid rgba(0,0,0,.08);white-space:nowrap}
th{background:rgba(0,0,0,.04);font-weight:600}
tr:last-child td{border-bottom:0}
.actions{display:flex;flex-direction:column;min-width:200px;border-radius:14px;overflow:hidden;border:1px solid rgba(0,0,0,.12);background:#fff}
.action{display:flex;align-items:center;justify-content:center;gap:6px;padding:10px 14px;color:var(--pw-primary);font-weight:500;text-decoration:none;text-align:center}
.action+.action{border-top:1px solid rgba(0,0,0,.1)}
.action:hover{background:rgba(0,0,0,.04)}
.action.plain{color:#57606a;font-weight:400}
.replies{display:flex;flex-wrap:wrap;gap:6px;justify-content:flex-end;padding:6px 0 2px 36px}
.reply{padding:7px 14px;border-radius:18px;border:1.5px solid var(--pw-primary);color:var(--pw-primary);font-weight:500;background:var(--pw-bg)}
.reply:hover{background:var(--pw-primary);color:var(--pw-primary-text)}
.dots{display:flex;gap:4px;padding:13px 14px}
.dots i{width:7px;height:7px;border-radius:50%;background:currentColor;opacity:.4;animation:pw-dot 1.2s infinite}
.dots i:nth-child(2){animation-delay:.15s}.dots i:nth-child(3){animation-delay:.3s}
@keyframes pw-dot{30%{opacity:1;transform:translateY(-3px)}}
@media (prefers-reduced-motion:reduce){.dialog,.dots i,.launcher{animation:none;transition:none}}
.compose{position:relative;display:flex;align-items:flex-end;gap:6px;padding:8px 10px;border-top:1px solid rgba(0,0,0,.08);background:var(--pw-bg)}
.compose textarea{flex:1;min-width:0;resize:none;border:0;outline:0;background:transparent;color:#1f2328;font:inherit;font-size:16px;line-height:22px;padding:7px 6px;max-height:118px}
.compose textarea::placeholder{color:#8c959f}
.compose .icon-btn{width:36px;height:36px;border-radius:50%;color:#57606a}
.compose .icon-btn:hover{background:rgba(0,0,0,.06)}
.compose .send{background:var(--pw-primary);color:var(--pw-primary-text)}
.compose .send:hover{background:var(--pw-primary);filter:brightness(1.08)}
.compose .send:disabled{opacity:.4;cursor:default;filter:none}
.compose .listening{color:#e5484d;background:rgba(229,72,77,.12)}
.menu{position:absolute;left:10px;bottom:calc(100% + 6px);min-width:180px;max-width:calc(100% - 20px);margin:0;padding:6px;list-style:none;background:#fff;border-radius:12px;box-shadow:0 8px 28px rgba(0,0,0,.16),0 0 0 1px rgba(0,0,0,.06)}
.menu button{display:block;width:100%;text-align:left;padding:9px 12px;border-radius:8px}
.menu button:hover,.menu button:focus-visible{background:rgba(0,0,0,.06);outline:0}
`;
