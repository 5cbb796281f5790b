<#-- The print guide of a kit: what to print on what, in which order, one- or double-sided, and what else a table needs. -->
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${game} – ${s["kit.guide.title"]}</title>
<style>
  @page { size: ${page}; margin: 14mm 14mm 14mm 14mm; }
  body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 8.5pt; line-height: 1.3; color: #1d1d1b; margin: 0; }
  h1 { font-size: 16pt; margin: 0 0 1mm 0; color: #1f3a56; }
  h1 small { display: block; font-size: 10pt; font-weight: normal; color: #555555; }
  h2 { font-size: 11.5pt; margin: 6mm 0 2mm 0; color: #1f3a56; }
  p.intro { margin: 2mm 0 4mm 0; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  th { text-align: left; font-size: 8pt; font-weight: bold; color: #ffffff; background: #1f3a56; padding: 1.2mm 1.5mm; }
  td { border-bottom: 0.2mm solid #b8b8b8; padding: 1.1mm 1.2mm; vertical-align: top; }
  td.file { font-weight: bold; white-space: nowrap; }
  td.pages, th.pages { text-align: right; white-space: nowrap; }
  p.total { margin: 1.5mm 0 0 0; font-weight: bold; }
  td.weight { white-space: nowrap; color: #444444; }
  tr.duplex td.sides { font-weight: bold; }
  ul { margin: 0; padding-left: 5mm; }
  li { margin: 0 0 1mm 0; }
  li span { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.25mm solid #1f3a56; margin-right: 1.5mm; vertical-align: -0.5mm; }
</style>
</head>
<body>
  <h1><small>${game}</small>${s["kit.guide.title"]}</h1>
  <p class="intro">${s["kit.guide.intro"]}</p>
  <table>
    <colgroup><col style="width: 20%"/><col style="width: 7%"/><col style="width: 18%"/><col style="width: 15%"/><col style="width: 13%"/><col style="width: 27%"/></colgroup>
    <tr><th>${s["kit.guide.file"]}</th><th class="pages">${s["kit.guide.pages"]}</th><th>${s["kit.guide.paper"]}</th><th>${s["kit.guide.sides"]}</th><th>${s["kit.guide.colour"]}</th><th>${s["kit.guide.notes"]}</th></tr>
    <#list rows as r>
    <tr<#if r.duplex == "true"> class="duplex"</#if>><td class="file">${r.file}</td><td class="pages">${r.pages}</td><td>${r.paper}<br/><span class="weight">${r.weight}</span></td><td class="sides">${r.sides}</td><td>${r.colour}</td><td>${r.note}</td></tr>
    </#list>
  </table>
  <p class="total">${total}</p>
  <h2>${s["kit.guide.needs"]}</h2>
  <ul style="list-style: none; padding-left: 0;">
    <#list needs as n>
    <li><span></span>${n}</li>
    </#list>
  </ul>
</body>
</html>
