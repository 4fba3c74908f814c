// The whole site stylesheet as text, for the server to inline into every page (decision 046).
// Vite processes and minifies it at build; being `.server`, it never reaches the browser's JS.
import siteCss from "../styles/site.css?inline";

export const SITE_CSS: string = siteCss;
