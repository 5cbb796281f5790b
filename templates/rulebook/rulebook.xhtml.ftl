<#-- A rulebook: cover, contents with page numbers, the rules (body XHTML made from the
     Markdown by the generator's BodyRenderer), glossary and index. CSS paged media for
     openhtmltopdf: running headers (game, chapter), page numbers, links kept in the PDF. -->
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}" xml:lang="${lang}">
<head>
<meta charset="UTF-8"/>
<title>${title}</title>
<style>
  @page {
    size: ${page.size};
    margin: 20mm 17mm 20mm 17mm;
    font-family: "Noto Sans", "DejaVu Sans";
    @top-left { content: "${s.header?replace('"', "'")}"; font-family: "Noto Sans"; font-size: 7.5pt; color: #6b6253; vertical-align: bottom; padding-bottom: 3mm; }
    @top-right { content: element(chapter, start); font-family: "Noto Sans"; vertical-align: bottom; padding-bottom: 3mm; }
    @bottom-center { content: counter(page); font-family: "Noto Sans"; font-size: 8.5pt; color: #3b342a; }
  }
  /* The back matter names itself in the header: its own running element is the first on each of its pages. */
  @page back {
    @top-right { content: element(chapter, first); font-family: "Noto Sans"; vertical-align: bottom; padding-bottom: 3mm; }
  }
  @page cover {
    margin: 0;
    @top-left { content: none; }
    @top-right { content: none; }
    @bottom-center { content: none; }
  }
  html, body { margin: 0; padding: 0; }
  * { font-family: "Noto Sans", "DejaVu Sans"; }
  body { font-size: 9.6pt; line-height: 1.42; color: #231f18; margin: 0; }
  .cover { page: cover; width: ${page.width}; height: ${page.height}; background: #1f3a56; color: #fff; position: relative; page-break-after: always; }
  .cover .band { position: absolute; top: 92mm; left: 0; right: 0; padding: 14mm 20mm; background: #f3ead2; color: #1f3a56; }
  .cover h1 { font-size: 38pt; margin: 0 0 4mm 0; line-height: 1.1; }
  .cover .subtitle { font-size: 14pt; margin: 0; }
  .cover .edition { position: absolute; bottom: 22mm; left: 20mm; right: 20mm; font-size: 10pt; color: #d9e4ef; }
  <#if !(fullBleedCover!false)>
  .cover { background: #ffffff; color: #1f3a56; }
  .cover .band { left: 16mm; right: 16mm; padding: 12mm 14mm; border-top: 2.5mm solid #1f3a56; border-bottom: 0.6mm solid #1f3a56; }
  .cover .edition { color: #4a5560; }
  </#if>
  .running { position: running(chapter); font-size: 7.5pt; font-weight: normal; color: #6b6253; text-align: right; }
  h2.contents-title, h2.back-title { font-size: 18pt; color: #1f3a56; margin: 0 0 5mm 0; }
  .toc { page-break-after: always; }
  .toc table { width: 100%; border-collapse: collapse; }
  .toc td { padding: 0.6mm 0; vertical-align: top; border: none; }
  .toc td.n { width: 12mm; color: #6b6253; }
  .toc tr.l2 td { font-weight: bold; padding-top: 2.2mm; }
  .toc tr.l3 td.t { padding-left: 4mm; }
  .toc td.p { width: 12mm; text-align: right; }
  .toc a { color: #231f18; text-decoration: none; }
  a.pg::after { content: target-counter(attr(href), page); }
  h2.section, h3.section, h4.section { color: #1f3a56; page-break-after: avoid; margin: 5mm 0 1.5mm 0; line-height: 1.2; }
  /* Room for the heading and two lines after it, else it starts the next page: page-break-after alone lets a
     heading after an unbreakable box (a note, an example) stay at the page foot. */
  h2.section { font-size: 15pt; border-bottom: 0.6pt solid #1f3a56; padding-bottom: 1mm; margin-top: 8mm; -fs-page-break-min-height: 22mm; }
  h3.section, h4.section { -fs-page-break-min-height: 17mm; }
  h3.section { font-size: 11.5pt; }
  h4.section { font-size: 10pt; }
  h2.section .num, h3.section .num, h4.section .num { color: #8a6d2b; }
  p { margin: 0 0 2mm 0; }
  ul, ol { margin: 0 0 2mm 0; padding-left: 6mm; }
  li { margin-bottom: 0.6mm; }
  em { font-style: normal; color: #5a3a10; }
  .nobr { white-space: nowrap; }
  /* One atomic box: the layout breaks between inline boxes even under nowrap, so the bracket glued to the
     notation (outside its chip) would otherwise end a line alone. */
  code { font-size: 9pt; }
  code.nobr { display: inline-block; }
  /* The notation's shading on the order itself, not on the sentence's brackets and punctuation glued to it. */
  code .chip { background: #efe9dc; padding: 0 0.8mm; }
  pre { background: #efe9dc; padding: 2mm; font-size: 8.5pt; white-space: pre-wrap; }
  table { border-collapse: collapse; margin: 1mm 0 3mm 0; font-size: 8.8pt; -fs-table-paginate: paginate; }
  /* A short table moves whole to the next page rather than leave one row behind; a long one repeats its header. */
  table.keep { page-break-inside: avoid; }
  tr { page-break-inside: avoid; }
  /* A long table's first and last two rows go together (BodyRenderer.endsKept): no row left alone on a page. */
  tbody.ends { page-break-inside: avoid; }
  th, td { border: 0.4pt solid #b9ad95; padding: 0.6mm 1.6mm; text-align: left; vertical-align: top; }
  th { background: #efe9dc; }
  a.xref { color: #1f5a8c; text-decoration: none; }
  /* Each use a named destination: the generator reads its page back for the index (IndexPages). */
  .term { color: #231f18; border-bottom: 0.4pt dotted #8a6d2b; -fs-named-destination: create; }
  /* A later use in the same section: anchored for the index, not underlined again. */
  .use { -fs-named-destination: create; }
  /* An example may break between its figure and its outcome, so a tall one never leaves half a page empty;
     the title stays with the figure, the figure is never cut. */
  /* The shading is on the figure and the outcome, not on the example round them: a figure moved on to the next
     page leaves no empty shaded band behind (the same for a note's title and text). */
  .example { margin: 2mm 0 3.5mm 0; }
  /* A short outcome stays with its figure (BodyRenderer marks the example short). */
  .example.short { page-break-inside: avoid; }
  /* Every example goes whole: its figure, its orders and what they do on one page (ExampleBoxesTest). */
  .example { page-break-inside: avoid; }
  /* Read back by the tests: the page where each example ends. */
  .example-end { -fs-named-destination: create; }
  .example > .figure, .outcome > * { border-left: 1.4mm solid #8a6d2b; background: #f8f4ea; padding: 0 3mm; margin: 0; }
  .outcome > ul, .outcome > ol { padding-left: 9mm; }
  .outcome > *:last-child { padding-bottom: 2mm; }
  .outcome > .tbl.keep { page-break-inside: avoid; }
  /* Each a named destination: the generator reads back the page it went on (ExampleFloats). */
  .example-title { font-weight: bold; color: #8a6d2b; margin-bottom: 1mm; page-break-after: avoid; text-align: left; -fs-named-destination: create; }
  .figure { text-align: center; margin: 0; padding-top: 2mm; padding-bottom: 2mm; page-break-inside: avoid; }
  /* The example's orders under its figure, a line per power; an order that fails underlined. */
  .figure .orders { text-align: left; margin: 1.5mm 0 0 0; font-size: 9pt; }
  .fig-row { display: table; width: 100%; }
  .fig-cell { display: table-cell; vertical-align: top; }
  .figure .orders.beside { display: table-cell; vertical-align: top; margin: 0; padding-left: 3mm; }
  .figure .orders.beside p { padding-left: 0; text-indent: 0; margin-bottom: 1.2mm; }
  .figure .orders.beside .power, .figure .orders.beside code { display: block; }
  .figure .orders.beside code { padding-left: 2mm; }
  .figure .orders p { margin: 0 0 0.6mm 0; padding-left: 4mm; text-indent: -4mm; }
  .figure .orders .power { font-weight: bold; color: #5a3a10; }
  .figure .orders code { background: none; padding: 0; display: inline; }
  .figure .orders .fails { text-decoration: underline; }
  /* Nor does a shaded part start at a page foot too short for two of its lines (its first lines go on, the shading stayed). */
  .example > .outcome { -fs-page-break-min-height: 14mm; }
  /* Except one that holds a chapter mark (BodyRenderer.marksInsideBoxes): the room asked for misplaces the mark. */
  .example > .outcome.marked { -fs-page-break-min-height: 0; }
  /* A note is a few lines: split, its widows rule would leave an empty shaded band at the page foot, so it goes whole. */
  .adjutant-note { margin: 1.5mm 0 3mm 0; page-break-inside: avoid; }
  .adjutant-note .note-title, .adjutant-note .note-body { border: 0.5pt solid #1f5a8c; background: #eef3f8; padding: 0 3mm; }
  .adjutant-note .note-title { border-bottom: none; padding-top: 1.5mm; padding-bottom: 1mm; margin: 0; font-weight: bold; color: #1f5a8c; font-size: 8.8pt; page-break-after: avoid; }
  .adjutant-note .note-body { border-top: none; padding-bottom: 0.5mm; }
  .adjutant-note .note-body p { margin: 0 0 1mm 0; }
  .outcome p { orphans: 2; widows: 2; }
  .outcome p { margin: 0; }
  .back { page-break-before: always; page: back; }
  /* A negative top margin keeps the mark on the page where the content before it ends, whatever that content's bottom margin. */
  .chapter-mark { height: 0; margin: -4mm 0 0 0; padding: 0.01mm 0 0 0; }
  /* Inside the box that ends a chapter (BodyRenderer.marksInsideBoxes) the mark follows the last line: no margin to pull the box's foot up. */
  .outcome > .chapter-mark, .figure > .chapter-mark, .note-body > .chapter-mark { margin: 0; }
  .glossary dt { font-weight: bold; margin-top: 2mm; page-break-after: avoid; }
  .glossary dd { margin: 0 0 0 6mm; }
  .glossary .others { color: #6b6253; }
  .intro { color: #6b6253; }
  .index { font-size: 9pt; }
  .index p { margin: 0 0 0.8mm 0; }
  .index a { color: #1f5a8c; text-decoration: none; }
  /* A page number and its comma in one unbreakable box: a line may break after the comma, never before it. */
  .index .ref { display: inline-block; }
</style>
</head>
<body>
<div class="cover">
  <div class="band">
    <h1>${title}</h1>
    <#if subtitle?has_content><p class="subtitle">${subtitle}</p></#if>
  </div>
  <p class="edition">${s.edition}</p>
</div>

<div class="toc">
  <h2 class="contents-title">${s.contents}</h2>
  <table>
    <#list toc as e>
    <tr class="l${e.level}"><td class="n">${e.number}</td><td class="t"><a href="#${e.id}">${e.title}</a></td><td class="p"><a class="pg" href="#${e.id}"></a></td></tr>
    </#list>
    <tr class="l2"><td class="n"></td><td class="t"><a href="#glossary">${s.glossary}</a></td><td class="p"><a class="pg" href="#glossary"></a></td></tr>
    <tr class="l2"><td class="n"></td><td class="t"><a href="#index">${s.index}</a></td><td class="p"><a class="pg" href="#index"></a></td></tr>
  </table>
  <#if toc?has_content><div class="chapter-mark"><span class="running">${toc[0].number}&#x2002;${toc[0].title}</span></div></#if>
</div>

<div class="rules">
${body?no_esc}
</div>

<div class="back glossary">
  <div class="running">${s.glossary}</div>
  <h2 class="back-title" id="glossary">${s.glossary}</h2>
  <p class="intro">${s.glossary_intro}<#if s.terms_in_english?has_content> ${s.terms_in_english}</#if></p>
  <dl>
    <#list glossary as g>
    <dt>${g.term}</dt>
    <dd><#if g.meaning?has_content><span class="meaning">${g.meaning?no_esc}</span><br/></#if><#if g.others?has_content><span class="others">${g.others}</span><#if g.section.id??> — </#if></#if><#if g.section.id??>${s.see} <a class="xref" href="#${g.section.id}">${g.section.ref}</a>, ${s.page} <a class="pg xref" href="#${g.section.id}"></a></#if></dd>
    </#list>
  </dl>
</div>

<div class="back index">
  <div class="running">${s.index}</div>
  <h2 class="back-title" id="index">${s.index}</h2>
  <p class="intro">${s.index_intro}<#if s.terms_in_english?has_content> ${s.terms_in_english}</#if></p>
  <#list index as i>
  <p><b>${i.term}</b>  <#list i.refs as r><span class="ref"><#if r.defining><b></#if><a class="pg" href="#${r.anchor}"></a><#if r.defining></b></#if><#sep>,</#sep></span><#sep> </#list></p>
  </#list>
</div>
</body>
</html>
