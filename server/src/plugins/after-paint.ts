import { createHash } from 'node:crypto';
import { scriptJson } from '../lib/script-json.ts';

/*
 * A page the server drew (the public pages, the sign-in page, for a visitor with no session)
 * paints from its HTML and styles alone, and reads as it is: its links are plain links. The
 * app is needed only to answer the visitor: a press, a key, a scroll, a section that is drawn
 * when it comes into sight. So its scripts are not run before then:
 *
 * - once the browser reports the first paint, the page's scripts are fetched into the cache
 *   (`<link rel=prefetch>`: no compiling, no running); on a slow connection they
 *   would otherwise share the line with the styles and the page's first image, and hold its
 *   first paint back (bench/HISTORY.md, "Script after the first paint, typing before the app");
 * - at the visitor's first sign of use (a pointer that moves or presses, a touch, a key, a
 *   focus, a wheel, a scroll), or when a section drawn on approach (`data-deferred`) is in
 *   sight, the entry is added and the app takes the page over (hydrates it: web/src/main.tsx);
 * - a press on a button before then is remembered (`window.clubPress`), and the app presses
 *   it again once it has taken the page over; where the page can answer it without the app,
 *   it is answered at once (a tab shows its panel; the phone's menu and the language button
 *   show what the server drew for them, `data-before-app`), so the visitor never waits for the
 *   app to see their press taken (bench/HISTORY.md, "The first press");
 * - a form sent before then (Enter, or its button) is held and shown as being sent, and the
 *   app sends it once it runs; the sign-in form keeps what was typed meanwhile
 *   (web/src/lib/typed-before-app.ts).
 *
 * A visitor who only reads runs no script at all (bench/HISTORY.md, "The app on first use").
 *
 * The inline script never changes (the list is data beside it), so the CSP allows it by its
 * hash (security.ts) rather than allowing inline scripts.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,w=window,started=false,fetched=false,' +
  'list=JSON.parse(d.getElementById("app-scripts").textContent),' +
  // The signs of use, each with how long after it the app starts: a press (its start) waits
  // for its end, which starts the app once the press's answer is painted (0); a move or a
  // scroll waits a moment for a press that may follow it. Starting the app runs its script, a
  // long task that would hold a press made meanwhile (bench/HISTORY.md, "The first press").
  'USE={pointerdown:500,touchstart:500,keydown:500,focusin:500,pointerup:0,touchend:0,keyup:0,click:0,' +
  'pointermove:250,wheel:250,scroll:250},timer=0;' +
  // A press puts the start off until its end; a move only starts the clock if nothing has.
  'function use(e){var ms=USE[e.type];if(started||(ms===250&&timer))return;clearTimeout(timer);' +
  'timer=setTimeout(function(){requestAnimationFrame(function(){setTimeout(start,0)})},ms)}' +
  // A tag of the page's scripts, added to the head (or to a fragment of tags for it).
  'function add(tag,attrs,to){var e=d.createElement(tag);e.crossOrigin="";for(var k in attrs)e[k]=attrs[k];(to||d.head).appendChild(e)}' +
  // One tag per task: adding two dozen at once is one task of some 15-60 ms on a phone.
  'function each(tags){(function next(){var t=tags.shift();if(t){add(t[0],t[1]);setTimeout(next,0)}})()}' +
  'function start(){if(started)return;started=true;' +
  'for(var t in USE)removeEventListener(t,use,true);clearTimeout(timer);' +
  'each(list.entry.map(function(s){return["script",{type:"module",src:s}]})' +
  '.concat(list.preload.map(function(h){return["link",{rel:"modulepreload",href:h}]})))}' +
  // Into the HTTP cache only (no compiling, no running), all in one change of the head: a
  // tag per task cost 1-26 ms each (each a change of the head), and fetch() read each body on
  // the main thread (Lighthouse: /home 86-96 one per task, 93-100 at once, 84-91 by fetch).
  'function prefetch(){if(fetched||started)return;fetched=true;var f=d.createDocumentFragment();' +
  'list.entry.concat(list.preload).forEach(function(h){add("link",{rel:"prefetch",href:h},f)});' +
  'd.head.appendChild(f)}' +
  // The last press on a button (not a link, which works without the app), until the app
  // takes the page over and sets clubPress to null. A press the page can answer without the
  // app is answered at once (before()): a tab shows its panel, a button that controls an
  // element drawn for the time before the app (data-before-app) shows or hides it; the app
  // presses it again once it runs, so its own state agrees with what the visitor sees.
  'w.clubPress=undefined;addEventListener("click",function(e){if(w.clubPress===null)return;' +
  'var b=e.target&&e.target.closest&&e.target.closest("button:not([type=submit]),[role=button],[role=tab],[aria-haspopup],[aria-controls],[data-opens]");' +
  'w.clubPress=b&&!b.closest("a[href]")&&d.getElementById("root").contains(b)?b:undefined;' +
  'if(w.clubPress)before(b,e.detail===0)},true);' +
  'function before(b,keys){var id=b.getAttribute("data-opens")||b.getAttribute("aria-controls"),t=id&&d.getElementById(id);if(!t)return;' +
  'if(b.getAttribute("role")==="tab"){var l=b.closest("[role=tablist]");if(!l)return;' +
  'l.querySelectorAll("[role=tab]").forEach(function(x){var on=x===b,p=d.getElementById(x.getAttribute("aria-controls"));' +
  'x.setAttribute("aria-selected",on);x.tabIndex=on?0:-1;if(on)x.setAttribute("data-active","true");else x.removeAttribute("data-active");' +
  'if(p)p.style.display=on?"":"none"});return}' +
  'if(t.hasAttribute("data-before-app")){var open=t.hidden;t.hidden=!open;b.setAttribute("aria-expanded",open);' +
  'if(!open)w.clubPress=undefined;else if(keys){var f=t.querySelector("a[href],button");if(f)f.focus()}}}' +
  // A form sent before the app is ready (Enter in a field, or its submit button) and that no
  // handler of the app took (while it hydrates, it may not have yet) is held, shown as being
  // sent, and sent by the app once it is ready (web/src/main.tsx sets clubSubmit to null then):
  // never sent by the browser itself, which would reload the page and lose what was typed.
  // Listened to last (bubbling, on the window), so a handler of the app answers first.
  'w.clubSubmit=undefined;addEventListener("submit",function(e){if(w.clubSubmit===null||e.defaultPrevented)return;' +
  'var f=e.target;if(!d.getElementById("root").contains(f))return;e.preventDefault();' +
  'f.setAttribute("aria-busy","true");w.clubSubmit=f});' +
  'for(var t in USE)addEventListener(t,use,{capture:true,passive:true});' +
  'var I=w.IntersectionObserver;if(I){var io=new I(function(es){for(var i=0;i<es.length;i++)' +
  'if(es[i].isIntersecting){io.disconnect();start();return}});' +
  'd.querySelectorAll("[data-deferred]").forEach(function(e){io.observe(e)})}' +
  // Once the browser reports the page's first contentful paint (not the first paint, which
  // can come before it); without paint timing, after the next frame; and a hidden tab paints
  // nothing, so after a second there. (A second for every tab asked for them before a slow
  // line had painted: the bench saw the entry start before a paint at 1.6 s.)
  'var P=w.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();prefetch()}})' +
  '.observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(prefetch,0)});' +
  'setTimeout(function(){if(d.hidden)prefetch()},1000)})()';

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
