/**
 * How a prerendered public page loads its JavaScript: not from its <head> (module scripts and modulepreloads
 * there download while the page's first paint is still being prepared, and on a phone network share its
 * bandwidth), but from this inline script at the end of <body>, once the page has painted and its eager
 * images (the hero, the largest paint) are in. It then adds the page's modulepreloads and the app's entry,
 * listed in the JSON element `#page-modules` ({ entry, preload }) the prerender writes. A hidden tab or a
 * browser without paint timing loads at once; a page whose paint or images never come, after a second.
 * So does a page that may be in the other language than the visitor's (a stored choice — localStorage
 * 'language', LANGUAGE_KEY — that differs, or none and a browser preferring Hindi on an English page): the
 * entry then sends them to the twin page (i18n/initial-language.ts decides) as soon as it can, as before.
 * That test is a hint only: wrong, it changes when the JS loads, never where the visitor ends up.
 *
 * A visitor does not have to wait for the paint: a first tap, key or focus starts the loading at once. A
 * form is never sent natively (that would put its fields, a password too, in the address and reload the
 * page empty): every form of the app is sent by its own handler, and one without an `action` attribute
 * gets its default prevented here, before and after hydration alike. One sent before the app has hydrated
 * (a sign-in typed quickly on a slow phone) is held: the loader starts the loading and sends the form again
 * through the app once the app says its page is ready (`APP_READY_EVENT` on document, app/announce-ready.tsx),
 * with what the visitor typed. So is a tap on any other button (a tab, "Continue with mobile number", a menu):
 * the last one is pressed again once the page is ready, if hydration kept it (a node React replaced is not).
 *
 * Plain JavaScript, the same bytes in every page: the server allows it by its hash in script-src
 * (`pageLoaderHash`, src/server/platform/security-headers.ts), so no other inline script runs.
 */
import { APP_READY_EVENT } from './app-ready';

export const PAGE_MODULES_ID = 'page-modules';

export const pageLoaderScript = [
  '(()=>{',
  'const d=document;let started=false;',
  'const start=()=>{if(started)return;started=true;',
  `const m=JSON.parse(d.getElementById('${PAGE_MODULES_ID}').textContent);`,
  "for(const href of m.preload){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.append(l)}",
  "const s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m.entry;d.head.append(s)};",
  'let ready=false,held=null,by=null,tap=null;',
  "d.addEventListener('submit',(e)=>{if(e.target.hasAttribute('action'))return;e.preventDefault();if(ready)return;held=e.target;by=e.submitter;start()},true);",
  "d.addEventListener('click',(e)=>{if(ready)return;const b=e.target.closest?.('button');if(!b||(b.type==='submit'&&b.form))return;tap=b;start()},true);",
  `d.addEventListener('${APP_READY_EVENT}',()=>{ready=true;`,
  'if(held&&held.isConnected)held.requestSubmit(by&&by.isConnected&&by.form===held?by:undefined);held=null;',
  'if(tap&&tap.isConnected&&!tap.disabled)tap.click();tap=null},{once:true});',
  "for(const t of['pointerdown','keydown','focusin'])d.addEventListener(t,()=>start(),{once:true,capture:true,passive:true});",
  "const lang=d.documentElement.lang.split('-')[0];let stored=null;try{stored=localStorage.getItem('language')}catch{}",
  "const browser=[...(navigator.languages?.length?navigator.languages:[navigator.language])].map((t)=>String(t).toLowerCase().split('-')[0]).find((t)=>t==='en'||t==='hi')||'en';",
  "const elsewhere=stored==='en'||stored==='hi'?stored!==lang:lang==='en'&&browser==='hi';",
  "if(elsewhere||d.visibilityState!=='visible'||typeof PerformanceObserver!=='function'||!PerformanceObserver.supportedEntryTypes?.includes('paint')){start();return}",
  "let painted=false,loaded=d.readyState==='complete';",
  'const next=()=>{if(painted&&loaded)requestAnimationFrame(()=>setTimeout(start,0))};',
  "new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=true;next()}}).observe({type:'paint',buffered:true});",
  "if(!loaded)addEventListener('load',()=>{loaded=true;next()},{once:true});",
  'next();setTimeout(start,1000)',
  '})()',
].join('');

/** The page's JSON list and the loader, for the end of its <body>. */
export function pageModuleTags(entry: string, preload: string[]) {
  const list = JSON.stringify({ entry, preload });
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${list}</script>\n    <script>${pageLoaderScript}</script>`;
}
