<#-- The Graf Spee secret log pad: an empty table to fill in by pencil, ${pages} pages. -->
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${title} – ${heading}</title>
<style>
  @page { size: ${page}; margin: 12mm 10mm 12mm 10mm; }
  body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 8.5pt; color: #1a1a1a; margin: 0; }
  h1 { font-size: 15pt; margin: 0 0 1mm 0; color: #4d545c; }
  p.intro { margin: 0 0 3mm 0; font-size: 8pt; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  th { background: #4d545c; color: #ffffff; font-size: 7.5pt; padding: 1.2mm 1mm; text-align: left; border: 0.3mm solid #4d545c; }
  td { border: 0.2mm solid #8d949c; height: 7.6mm; padding: 0 1mm; }
  tr.start td { background: #eef0f2; }
  tr:nth-child(even) td { background: #f7f7f5; }
  td.box span { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.25mm solid #4d545c; vertical-align: middle; margin-right: 1mm; }
  td.turn { text-align: center; color: #8d949c; }
  <#-- The hex cells stay yellow on every row, a shade darker on the striped ones. -->
  td.hex { background: #fff7dc; position: relative; }
  tr:nth-child(even) td.hex { background: #f4e8c0; }
  td.hex.first { border-left: 0.5mm solid #4d545c; }
  td.hex.last { border-right: 0.5mm solid #4d545c; }
  td.hex i { position: absolute; top: 0.3mm; left: 0.6mm; font-style: normal; font-size: 5pt; color: #a89b74; }
  .page { page-break-after: always; }
  .page:last-child { page-break-after: auto; }
  .foot { margin-top: 2mm; font-size: 7pt; color: #555555; }
</style>
</head>
<body>
<#list 1..pages as pg>
<div class="page">
  <h1>${heading}</h1>
  <p class="intro">${intro} ${hexNote}</p>
  <table>
    <#-- Column widths on <col>: a heading over several cells would otherwise share its width out unevenly. -->
    <colgroup><#list cols as c><#list 1..c.span as i><col<#if (c.width > 0)> style="width: ${c.width}mm"</#if>/></#list></#list></colgroup>
    <tr><#list cols as c><th<#if (c.span > 1)> colspan="${c.span}"</#if>>${c.label}</th></#list></tr>
    <#if pg == 1>
    <tr class="start"><td class="turn">0</td><td>${start}</td><td></td><td>${starts}</td><td class="hex first last" colspan="${hexCells}"></td><td></td><td>${reserveStart}</td><td></td></tr>
    </#if>
    <#list 1..(pg == 1)?then(rows - 1, rows) as r>
    <#assign n = (pg == 1)?then(r, (rows - 1) + (pg - 2) * rows + r)>
    <tr><td class="turn">${n}</td><td></td><td></td><td></td><#list 1..hexCells as h><td class="hex<#if h == 1> first</#if><#if h == hexCells> last</#if>"><i>${h}</i></td></#list><td class="box"><span></span>${yes}</td><td></td><td></td></tr>
    </#list>
  </table>
  <p class="foot">${title} · ${pg} / ${pages}</p>
</div>
</#list>
</body>
</html>
