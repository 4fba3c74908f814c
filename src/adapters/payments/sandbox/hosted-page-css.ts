/**
 * The hosted page's stylesheet, served as a file (`/sandbox-gateway/sandbox.css`) so the page needs
 * no inline style under its Content-Security-Policy. Logical properties only: the same rules lay
 * out English left to right and Arabic and Kurdish right to left.
 */
export const SANDBOX_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,"Noto Sans Arabic","Segoe UI",Tahoma,sans-serif;line-height:1.5;color:#1d1d29;background:#f2f2f7}
body{margin:0;padding:1rem}
.frame{max-inline-size:40rem;margin-inline:auto;background:#fff;border:1px solid #d4d4de;border-radius:.75rem;padding:1.25rem 1.5rem}
header{border-block-end:1px solid #e3e3ea;padding-block-end:.75rem;margin-block-end:1rem}
h1{font-size:1.35rem;margin:0 0 .25rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.badge{display:inline-block;background:#fff4cc;color:#6b4e00;border:1px solid #e5c04b;border-radius:999px;padding:0 .6rem;font-size:.85rem;font-weight:600;margin:0 0 .5rem}
nav ul{list-style:none;display:flex;gap:.75rem;padding:0;margin:.5rem 0 0}
a{color:#1f4fbf}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1f4fbf;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
.amount{font-size:1.25rem;font-weight:700}
form{margin:0}
fieldset{border:1px solid #d4d4de;border-radius:.5rem;padding:.75rem 1rem 1rem;margin:0 0 1rem}
legend{font-weight:700;padding-inline:.25rem}
.field{margin-block:.5rem}
.field label{display:block;font-weight:600;margin-block-end:.15rem}
.row{display:flex;gap:1rem;flex-wrap:wrap}
.row .field{flex:1 1 8rem}
input{font:inherit;inline-size:100%;padding:.45rem .6rem;border:1px solid #8a8a99;border-radius:.35rem;direction:ltr;text-align:start}
input[aria-invalid="true"]{border-color:#b3261e;border-width:2px}
.problem{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.alert{border:2px solid #b3261e;background:#fdecea;border-radius:.5rem;padding:.5rem .75rem;margin-block:1rem}
button{font:inherit;font-weight:700;padding:.55rem 1.1rem;border-radius:.4rem;border:1px solid #1f4fbf;background:#1f4fbf;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f4fbf}
.cancel{margin-block:1rem}
table{border-collapse:collapse;inline-size:100%;font-size:.95rem}
caption{text-align:start;color:#4a4a59;padding-block-end:.5rem}
th,td{border:1px solid #d4d4de;padding:.35rem .5rem;text-align:start;vertical-align:top}
th{background:#f6f6fa}
bdi.number{white-space:nowrap}
`;
