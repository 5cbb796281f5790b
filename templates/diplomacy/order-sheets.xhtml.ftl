<#-- Order sheets: one page per power and turn. The headers print exactly what the order-sheet
     reader takes as a sheet header, so players copy them into typed sheets as they are. -->
<#macro head h bg><span class="before">${h.before}</span><#if h.year?has_content><span class="year">${h.year}</span><#else><span class="year blank" style="background: ${bg};">&#160;</span></#if><span class="after">${h.after}</span></#macro>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${title}</title>
<style>
@page { size: ${paper}; margin: 11mm 12mm 10mm 12mm; }
body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 9pt; color: #1d1d1b; margin: 0; }
.page { page-break-after: always; }
.page:last-child { page-break-after: auto; }
.band { padding: 2.2mm 3mm 2mm 4mm; border-radius: 1.5mm; }
.title { font-size: 17pt; font-weight: bold; line-height: 1.15; }
.year.blank { display: inline-block; width: 17mm; height: 6.5mm; margin: 0 0.8mm -1.2mm 0.8mm; border-radius: 1mm; }
.player { text-align: right; font-size: 8.5pt; width: 62mm; }
.player span { display: inline-block; width: 48mm; height: 5mm; margin-left: 1.5mm; }
table.sub { width: 100%; border-collapse: collapse; margin: 1.6mm 0 1.2mm 0; font-size: 8.5pt; }
table.sub td { padding: 0; }
table.sub td { vertical-align: bottom; }
.notation { font-size: 7.6pt; line-height: 1.35; padding: 1.4mm 2.5mm; margin-bottom: 2.4mm; border-left: 1.2mm solid; }
h2 { font-size: 10.5pt; margin: 3mm 0 1mm 0; }
h2 { margin-bottom: 0; }
.what { font-size: 8pt; color: #555; margin-bottom: 0.6mm; }
.notes { margin-top: 4mm; border: 0.25mm solid #b8b8b8; border-radius: 1.5mm; height: 40mm; padding: 1.5mm 2.5mm; font-size: 7.5pt; color: #555; }
table.lines { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.lines th { font-size: 7.5pt; font-weight: normal; text-align: left; color: #555; padding: 0 1.5mm 0.5mm 1.5mm; }
table.lines td { height: 6.7mm; border-bottom: 0.25mm solid #8a8a8a; padding: 0 1.5mm; vertical-align: middle; font-size: 10.5pt; line-height: 1.2; }
table.lines td.unit { font-weight: bold; }
table.lines td.result { border-left: 0.25mm solid #c8c8c8; }
table.lines td.hint { color: #444; }
table.lines td.hint span { font-size: 7.5pt; }
.hint { font-size: 7.5pt; color: #444; margin-top: 0.8mm; }
.footer { margin-top: 3mm; font-size: 7.2pt; color: #666; text-align: center; }
</style>
</head>
<body>
<#list pages as p>
<div class="page">
  <div class="band" style="background: ${p.colour}; color: ${p.ink};">
    <div class="title"><@head p.header p.pale/></div>
  </div>
  <table class="sub"><tr>
    <td>${s.movement}<#if p.centres?has_content> · <b style="color: ${p.text};">${p.centres}</b></#if></td>
    <td class="player">${s.player}<span style="border-bottom: 0.3mm solid ${p.colour};"></span></td>
  </tr></table>
  <div class="notation" style="background: ${p.pale}; border-color: ${p.colour};">${s.notation}</div>
  <table class="lines">
    <colgroup><col style="width: 24%"/><col style="width: 58%"/><col style="width: 18%"/></colgroup>
    <tr><th>${s.unit}</th><th>${s.order}</th><th>${s.result}</th></tr>
    <#list p.units as u>
    <tr><td class="unit">${u}</td><td></td><td class="result"></td></tr>
    </#list>
  </table>

  <h2 style="color: ${p.text};"><@head p.retreatHeader p.pale/></h2>
  <div class="what">${s.retreats}</div>
  <table class="lines">
    <colgroup><col style="width: 24%"/><col style="width: 58%"/><col style="width: 18%"/></colgroup>
    <tr><th>${s.unit}</th><th>${s.retreatTo}</th><th>${s.result}</th></tr>
    <#list p.retreats as r>
    <tr><td class="unit">${r.unit}</td><td class="hint"><span>${r.hint}</span></td><td class="result"></td></tr>
    </#list>
  </table>
  <div class="hint">${s.retreatHint}</div>

  <#if p.adjust>
  <h2 style="color: ${p.text};"><@head p.adjustHeader p.pale/></h2>
  <div class="what">${s.adjustments}</div>
  <#if p.owed?has_content><div class="hint"><b>${p.owed}</b></div></#if>
  <table class="lines">
    <colgroup><col style="width: 82%"/><col style="width: 18%"/></colgroup>
    <tr><th>${s.buildOrRemove}</th><th>${s.result}</th></tr>
    <#list 1..p.adjustLines as i>
    <tr><td></td><td class="result"></td></tr>
    </#list>
  </table>
  <div class="hint">${p.adjustHint}</div>
  <#else>
  <div class="notes">${s.notes}</div>
  </#if>
  <div class="footer">${s.footer}</div>
</div>
</#list>
</body>
</html>
