<#-- The two player aids, German then British, one page each. Every string and figure comes
     from PlayerAid (i18n strings and the engine's exact odds). -->
<#macro table t cls="">
  <table class="${cls}">
    <tr><#list t.head as h><th>${h}</th></#list></tr>
    <#list t.body as row><tr><#list row as c><td<#if c?is_first> class="first"</#if>>${c}</td></#list></tr></#list>
  </table>
</#macro>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${title}</title>
<style>
  @page { size: ${page}; margin: 10mm 11mm 10mm 11mm; }
  body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 8.4pt; line-height: 1.28; color: #1a1a1a; margin: 0; }
  .aid { page-break-after: always; }
  .aid:last-child { page-break-after: auto; }
  .band { color: #ffffff; padding: 2mm 3mm; margin-bottom: 2.5mm; }
  .band h1 { font-size: 15pt; margin: 0; }
  .band p { margin: 0; font-size: 8pt; }
  h2 { font-size: 10.5pt; margin: 2.6mm 0 1.2mm 0; padding-bottom: 0.4mm; border-bottom: 0.35mm solid #999999; }
  h3 { font-size: 9pt; margin: 1.5mm 0 0.6mm 0; }
  p { margin: 0 0 1.2mm 0; }
  ol, ul { margin: 0 0 1mm 0; padding-left: 5mm; }
  li { margin-bottom: 0.5mm; }
  table { border-collapse: collapse; width: 100%; margin: 0.8mm 0 1.5mm 0; }
  th { font-size: 7.6pt; text-align: center; padding: 0.8mm 1mm; color: #ffffff; }
  td { border-bottom: 0.2mm solid #cccccc; padding: 0.7mm 1mm; text-align: center; font-size: 8pt; }
  td.first { text-align: left; }
  table.actions td { text-align: left; }
  table.actions td + td { text-align: right; white-space: nowrap; font-weight: bold; }
  .cols { width: 100%; }
  .col { display: inline-block; width: 48.6%; vertical-align: top; }
  .col + .col { margin-left: 2.4%; }
  .own { font-weight: bold; }
  .note { font-size: 7.2pt; color: #555555; }
  .german th { background: #4d545c; } .german .band { background: #4d545c; } .german h2 { border-color: #4d545c; color: #4d545c; }
  .british th { background: #1d3a63; } .british .band { background: #1d3a63; } .british h2 { border-color: #1d3a63; color: #1d3a63; }
</style>
</head>
<body>
<#list aids as a>
<div class="aid ${a.side}">
  <div class="band"><h1>${a.heading}</h1><p>${a.subtitle}</p></div>
  <div class="cols">
  <div class="col">
    <h2>${a.sequence}</h2>
    <h3<#if a.side == "german"> class="own"</#if>>${a.germanTurn}</h3>
    <ol><#list a.germanSteps as s><li>${s}</li></#list></ol>
    <h3<#if a.side == "british"> class="own"</#if>>${a.britishTurn}</h3>
    <ol><#list a.britishSteps as s><li>${s}</li></#list></ol>
    <h2>${a.actionsHeading}</h2>
    <table class="actions"><#list a.actions as row><tr><td>${row[0]}</td><td>${row[1]}</td></tr></#list></table>
    <h2>${a.searchHeading}</h2>
    <p>${a.searchRules}</p>
    <#if a.intelRules??><p>${a.intelRules}</p></#if>
    <h3>${a.oddsHeading}</h3>
    <@table t=a.odds/>
    <#if a.repair??>
    <h2>${a.repairHeading}</h2>
    <p>${a.repairRules}</p>
    <@table t=a.repair/>
    </#if>
    <#if a.strategyRules??>
    <h2>${a.strategyHeading}</h2>
    <p>${a.strategyRules}</p>
    </#if>
  </div><div class="col">
    <h2>${a.battleHeading}</h2>
    <p>${a.battleRules}</p>
    <h3>${a.battleOddsHeading}</h3>
    <@table t=a.battleOdds/>
    <p class="note">${a.battleOddsNote}</p>
    <#if a.secrecy??>
    <h2>${a.secrecyHeading}</h2>
    <ul><#list a.secrecy as s><li>${s}</li></#list></ul>
    </#if>
    <h2>${a.victoryHeading}</h2>
    <ul><#list a.victory as s><li>${s}</li></#list></ul>
  </div>
  </div>
</div>
</#list>
</body>
</html>
