import { CONSOLE_ROOT_ELEMENT_ID } from '../document';

export interface ConsoleAssets {
  /** e.g. /assets/console/console-ABC.js */
  readonly scriptUrl: string;
  readonly styleUrl: string;
}

/** The one HTML page of the console: every /config path answers it, and the browser routes. */
export function consoleHtml({ scriptUrl, styleUrl }: ConsoleAssets): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mercato console</title>
<link rel="stylesheet" href="${escapeAttribute(styleUrl)}">
<script type="module" src="${escapeAttribute(scriptUrl)}"></script>
</head>
<body>
<div id="${CONSOLE_ROOT_ELEMENT_ID}"><noscript>The Mercato console needs JavaScript.</noscript></div>
</body>
</html>
`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
