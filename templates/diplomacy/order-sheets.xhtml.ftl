<#-- Order sheets: one side per power and game year, spring on the left, fall on the right, the
     winter's builds and removals below. The part headers print exactly what the order-sheet
     reader takes as a sheet header, so players copy them into typed sheets as they are.
     The heights here add up to OrderSheets.FIXED_MM besides the lines (${line} mm each). -->
<#macro head h bg><span class="before">${h.before}</span><#if h.year?has_content><span class="year">${h.year}</span><#else><span class="year blank" style="background: ${bg};">&#160;</span></#if><span class="after">${h.after}</span></#macro>
<#macro lines rows head2 hint>
  <table class="lines">
    <colgroup><col style="width: 21%"/><col style="width: 63%"/><col style="width: 16%"/></colgroup>
    <tr><th>${s.unit}</th><th>${head2}</th><th>${s.result}</th></tr>
    <#list rows as r>
    <#if r?is_hash>
    <tr><td class="unit">${r.unit}</td><td class="hint"><span>${r.hint}</span></td><td class="result"></td></tr>
    <#else>
    <tr><td class="unit">${r}</td><td></td><td class="result"></td></tr>
    </#if>
    </#list>
  </table>
</#macro>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${title}</title>
<style>
@page { size: ${paper}; margin: 10mm 11mm 9mm 11mm; }
body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 8pt; color: #1d1d1b; margin: 0; }
.page { page-break-after: always; position: relative; }
<#-- The band, the notation and the count are painted after the parts (absolutely placed), so that the page's text
     begins with the first part's header, as a typed copy must for the order-sheet reader. -->
.top { position: absolute; top: 0; left: 0; right: 0; height: 25mm; }
.spacer { height: 25mm; }
.page:last-child { page-break-after: auto; }
.band { height: 8mm; padding: 1mm 3mm 0 3mm; border-radius: 1.5mm; }
.band table { width: 100%; border-collapse: collapse; }
.band td { padding: 0; vertical-align: middle; }
.title { font-size: 15pt; font-weight: bold; line-height: 1.1; }
.player { text-align: right; font-size: 8pt; }
.player span { display: inline-block; width: 52mm; height: 4.5mm; margin-left: 1.5mm; border-radius: 0.8mm; }
.year.blank { display: inline-block; width: 11mm; height: 4.2mm; margin: 0 0.6mm -0.9mm 0.6mm; border-radius: 0.8mm; }
.notation { font-size: 7pt; line-height: 1.3; height: 7.6mm; padding: 0.8mm 2mm; margin: 1.6mm 0 1.4mm 0; border-left: 1.2mm solid; overflow: hidden; }
.centres { font-size: 8pt; height: 4mm; font-weight: bold; }
table.cols { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.cols > tbody > tr > td, table.cols > tr > td { vertical-align: top; padding: 0; }
td.gap { width: 5mm; }
h2 { font-size: 9pt; height: 5.6mm; margin: 0; padding-top: 0.8mm; white-space: nowrap; overflow: hidden; }
table.lines { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.lines th { font-size: 6.5pt; font-weight: normal; text-align: left; color: #555; padding: 0 1.2mm 0.3mm 1.2mm; height: 3mm; white-space: nowrap; overflow: hidden; }
table.lines td { height: ${line?c}mm; border-bottom: 0.25mm solid #8a8a8a; padding: 0 1.2mm; vertical-align: middle; font-size: 9.5pt; line-height: 1.1; overflow: hidden; }
table.lines td.unit { font-weight: bold; }
table.lines td.result { border-left: 0.25mm solid #c8c8c8; }
table.lines td.hint { color: #444; }
table.lines td.hint span { font-size: 6.5pt; }
.part { margin-top: 1.4mm; }
.hint { font-size: 6.5pt; line-height: 1.25; color: #444; margin-top: 0.8mm; height: 5.4mm; overflow: hidden; }
.winter { margin-top: 2mm; }
.owed { font-size: 7.5pt; font-weight: bold; height: 3.6mm; }
.footer { margin-top: 1.2mm; font-size: 6.5pt; color: #666; text-align: center; }
</style>
</head>
<body>
<#list pages as p>
<div class="page">
  <div class="spacer"></div>
  <div class="top">
  <div class="band" style="background: ${p.colour}; color: ${p.ink};">
    <table><tr>
      <td class="title">${p.power}<#if p.year?has_content> · ${p.year}</#if></td>
      <td class="player">${s.player}<span style="background: ${p.pale};"></span></td>
    </tr></table>
  </div>
  <div class="notation" style="background: ${p.pale}; border-color: ${p.colour};">${s.notation}</div>
  <div class="centres" style="color: ${p.text};">${p.centres}</div>
  </div>
  <table class="cols"><tr>
    <#list p.seasons as season>
    <#if season?index gt 0><td class="gap"></td></#if>
    <td>
      <h2 style="color: ${p.text};"><@head season.header p.pale/></h2>
      <@lines rows=season.units head2=s.order hint=""/>
      <div class="part">
      <h2 style="color: ${p.text};"><@head season.retreatHeader p.pale/></h2>
      <@lines rows=season.retreats head2=s.retreatTo hint=""/>
      </div>
    </td>
    </#list>
  </tr></table>
  <div class="hint">${s.retreatHint}</div>

  <div class="winter">
  <h2 style="color: ${p.text};"><@head p.adjustHeader p.pale/></h2>
  <div class="owed">${p.owed}</div>
  <table class="cols"><tr>
    <#list 0..1 as c>
    <#if c gt 0><td class="gap"></td></#if>
    <td>
      <table class="lines">
        <colgroup><col style="width: 84%"/><col style="width: 16%"/></colgroup>
        <tr><th>${s.buildOrRemove}</th><th>${s.result}</th></tr>
        <#list p.adjustRows as i>
        <#if c == 0 || !(p.adjustOdd && i?is_last)>
        <tr><td></td><td class="result"></td></tr>
        </#if>
        </#list>
      </table>
    </td>
    </#list>
  </tr></table>
  <div class="hint">${p.adjustHint}<#if p.moreRemovals?has_content> ${p.moreRemovals}</#if></div>
  </div>
  <div class="footer">${s.footer}</div>
</div>
</#list>
</body>
</html>
