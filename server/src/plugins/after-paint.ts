import { createHash } from 'node:crypto';
import { scriptJson } from '../lib/script-json.ts';

/*
 * A page the server drew (the public pages, the sign-in page) paints from its HTML and styles
 * alone. Its scripts are asked for only once it has painted: on a slow connection they would
 * otherwise share the line with the styles and the page's first image, and hold its first paint
 * back (Lighthouse counts every request begun before the paint as one it waits for). The
 * page's <script type="module"> and <link rel="modulepreload"> tags are taken out of its head
 * and listed in #app-scripts, and a small inline script adds them again once the browser
 * reports the first paint (bench/README.md, "Script after the first paint, typing before the
 * app"). The app then hydrates the page as before; the sign-in form keeps what was typed
 * meanwhile (web/src/lib/typed-before-app.ts).
 *
 * The inline script never changes (the list is data beside it), so the CSP allows it by its
 * hash (security.ts) rather than allowing inline scripts.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,done=false,list=JSON.parse(d.getElementById("app-scripts").textContent);' +
  'function add(tag,attrs){var e=d.createElement(tag);e.crossOrigin="";for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}' +
  // The entry first, then the preloads, one tag per task: adding two dozen at once is one task
  // of some 15-60 ms on a phone, long enough to delay a tap.
  'function load(){if(done)return;done=true;' +
  'var tags=list.entry.map(function(s){return["script",{type:"module",src:s}]})' +
  '.concat(list.preload.map(function(h){return["link",{rel:"modulepreload",href:h}]}));' +
  '(function next(){var t=tags.shift();if(t){add(t[0],t[1]);setTimeout(next,0)}})()}' +
  // Once the browser reports the page's first paint; without paint timing, after the next
  // frame; and a hidden tab paints nothing, so after a second at the latest.
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(_,o){o.disconnect();load()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()';

/** The CSP source that allows the loader, and no other inline script. */
export const AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

/** The scripts the page's HTML would ask for at once, which it will ask for after its paint. */
export interface PageScripts {
  entry: string[];
  preload: string[];
}

/**
 * The HTML with the module scripts and preloads of its head moved behind its first paint (the
 * body, the page's own content, is left as it is).
 */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const scripts: PageScripts = { entry: [], preload: [] };
  const head = html
    .slice(0, headEnd)
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      scripts.entry.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      scripts.preload.push(href);
      return '';
    });
  if (scripts.entry.length === 0) return html;
  const body = html.slice(headEnd);
  const end = body.lastIndexOf('</body>');
  if (end < 0) return html;
  return (
    head +
    body.slice(0, end) +
    `<script type="application/json" id="app-scripts">${scriptJson(scripts)}</script>\n` +
    `  <script>${AFTER_PAINT_LOADER}</script>\n  ` +
    body.slice(end)
  );
}
