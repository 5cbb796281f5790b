<#-- The player aid: turn sequence, order notation, the resolution rules in short, and the
     province table sorted in the reader's alphabetical order (columns filled top to bottom). -->
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${game} – ${title}</title>
<style>
@page { size: ${paper}; margin: 12mm 13mm 11mm 13mm;
  @bottom-center { content: "${game} · ${title} · " counter(page) "/" counter(pages); font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 7pt; color: #777; } }
body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 9pt; line-height: 1.3; color: #1d1d1b; margin: 0; }
.band { background: #2f3a4a; color: #fff; padding: 2.5mm 4mm; border-radius: 1.5mm; }
.band .game { font-size: 8.5pt; color: #cfd6e0; }
.band h1 { font-size: 18pt; margin: 0; line-height: 1.1; }
.band .victory { float: right; font-size: 10pt; font-weight: bold; margin-top: 3mm; }
h2 { font-size: 12pt; margin: 4.5mm 0 1.5mm 0; color: #2f3a4a; border-bottom: 0.4mm solid #2f3a4a; padding-bottom: 0.5mm; }
h3 { font-size: 9.5pt; margin: 2.6mm 0 0.6mm 0; color: #2f3a4a; }
p { margin: 0 0 1.1mm 0; }
table.grid { width: 100%; border-collapse: collapse; }
table.grid th { text-align: left; font-size: 8pt; color: #555; font-weight: normal; border-bottom: 0.3mm solid #999; padding: 0.6mm 1.5mm; }
table.grid td { border-bottom: 0.2mm solid #d4d4d4; padding: 1.1mm 1.5mm; vertical-align: top; }
table.grid td.name { font-weight: bold; white-space: nowrap; }
table.grid td.mark { text-align: center; width: 13mm; }
.dot { display: inline-block; width: 2.2mm; height: 2.2mm; border-radius: 1.1mm; background: #2f3a4a; }
.none { color: #aaa; }
.swatch { display: inline-block; width: 4.2mm; text-align: center; border-radius: 0.8mm; font-size: 7.5pt; margin-right: 1mm; }
code, .ex { font-family: 'Noto Sans', 'DejaVu Sans'; font-weight: bold; color: #2f3a4a; white-space: nowrap; }
.note { font-size: 8pt; color: #444; margin-top: 1.5mm; }
.win { margin-top: 1.5mm; font-weight: bold; }
.rules { page-break-before: always; }
.rules p { text-align: left; font-size: 9.8pt; line-height: 1.35; margin-bottom: 1.4mm; }
.rules h3 { font-size: 10.5pt; margin-top: 3.2mm; }
.table-page { page-break-before: always; }
table.cols { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.cols > tbody > tr > td { vertical-align: top; padding: 0 2mm 0 0; }
table.prov { width: 100%; border-collapse: collapse; font-size: 8.2pt; }
table.prov th { text-align: left; font-size: 7.2pt; color: #555; font-weight: normal; border-bottom: 0.3mm solid #999; padding: 0.4mm 1mm; }
table.prov td { padding: 0.75mm 1mm; border-bottom: 0.2mm solid #e0e0e0; }
table.prov td.abbr { font-weight: bold; white-space: nowrap; }
table.prov td.abbr small { font-weight: normal; color: #555; font-size: 6.8pt; }
table.prov td.k { text-align: center; width: 5mm; font-size: 7.5pt; }
table.prov td.sc { width: 4mm; text-align: center; }
.k-land { background: #efe6cf; }
.k-coast { background: #e3ecd6; }
.k-sea { background: #d6e6f2; }
.legend span.k { display: inline-block; padding: 0 1.2mm; margin-right: 0.8mm; }
.legend { font-size: 8pt; margin: 0 0 2mm 0; }
</style>
</head>
<body>
<div class="band">
  <span class="victory">${victory}</span>
  <div class="game">${game}</div>
  <h1>${title}</h1>
</div>

<h2>${sequenceTitle}</h2>
<table class="grid">
  <tr><th></th><th>${spring}</th><th>${fall}</th><th></th></tr>
  <#list steps as st>
  <tr>
    <td class="name">${st?counter}. ${st.name}</td>
    <td class="mark"><#if st.spring><span class="dot"></span><#else><span class="none">–</span></#if></td>
    <td class="mark"><span class="dot"></span></td>
    <td>${st.text}</td>
  </tr>
  </#list>
</table>
<p class="win">${win}</p>

<h2>${notationTitle}</h2>
<p>${notationIntro}</p>
<table class="grid">
  <tr><#list cols as c><th>${c}</th></#list></tr>
  <#list orders as o>
  <tr><td class="name">${o.name}</td><td>${o.written}</td><td><span class="ex">${o.example}</span></td></tr>
  </#list>
</table>
<p class="note">${strength}</p>

<h2>${startTitle}</h2>
<table class="grid">
  <#list powers as pw>
  <tr><td class="name"><span class="swatch" style="background: ${pw.colour}; color: ${pw.ink};">${pw.letter}</span> ${pw.name}</td><td><span class="ex">${pw.units}</span></td></tr>
  </#list>
</table>

<div class="rules">
<h2>${rulesTitle}</h2>
<#list sections as sec>
<h3>${sec.title}</h3>
<#list sec.paras as para><p>${para}</p></#list>
</#list>
</div>

<div class="table-page">
<h2>${tableTitle}</h2>
<p class="legend">${tableSorted} <span class="dot"></span> ${supplyCentre}; <#list kinds as k><span class="k k-${k.id}">${k.letter}</span>${k.name}<#sep>, </#sep></#list>. ${tableCoasts}</p>
<table class="cols"><tr>
<#list columns as col>
<td>
<table class="prov">
  <tr><th>${colName}</th><th>${colAbbr}</th><th></th><th></th></tr>
  <#list col as r>
  <tr><td>${r.name}</td><td class="abbr">${r.abbr}<#if r.coasts?has_content> <small>${r.coasts}</small></#if></td><td class="k k-${r.terrain}">${r.letter}</td><td class="sc"><#if r.sc><span class="dot"></span></#if></td></tr>
  </#list>
</table>
</td>
</#list>
</tr></table>
</div>
</body>
</html>
