<#-- The two Port Arthur player aids, each a double-sided sheet: aid 1 (turn, naval
     operations, battle, dominance, return to port), aid 2 (exact odds from the engine).
     Laid out by openhtmltopdf; the plot is inline SVG drawn by the generator. -->
<#assign japan = "#b3261e">
<#assign russia = "#23508e">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<title>${game} – ${t["aid.title"]}</title>
<style>
  @page { size: ${pageW}mm ${pageH}mm; margin: 9mm 10mm 9mm 10mm; }
  body { font-family: 'Noto Sans', 'DejaVu Sans'; font-size: 9pt; line-height: 1.3; color: #1d1d1b; margin: 0; }
  .sheet { page-break-after: always; }
  .sheet.last { page-break-after: auto; }
  .head { border-bottom: 0.6mm solid ${russia}; margin-bottom: 2.5mm; padding-bottom: 1mm; }
  .head .game { font-size: 8pt; color: #5b5448; }
  h1 { font-size: 14pt; margin: 0; color: ${russia}; }
  h2 { font-size: 10.5pt; margin: 3.2mm 0 1.2mm 0; color: ${japan}; border-bottom: 0.25mm solid #d9cfb5; }
  h3 { font-size: 9pt; margin: 2mm 0 0.8mm 0; }
  p { margin: 0 0 1.2mm 0; }
  ol, ul { margin: 0 0 1.2mm 0; padding-left: 5mm; }
  li { margin-bottom: 0.8mm; }
  .phase { font-weight: bold; }
  table { border-collapse: collapse; }
  td, th { padding: 0.45mm 1.2mm; }
  table.small td, table.small th { border: 0.2mm solid #b9b09a; text-align: center; padding: 0.45mm 1.2mm; }
  table.small th { background: #efe8d6; }
  table.small td { white-space: nowrap; }
  table.small.row td { width: 7mm; }
  table.small td.left, table.small th.left { text-align: left; }
  .rule { background: #f6f1e3; border-left: 1mm solid ${japan}; padding: 1mm 2mm; margin: 1mm 0 1.6mm 0; }
  .example { font-size: 8pt; color: #333; }
  .cols { width: 100%; }
  .cols td { vertical-align: top; padding: 0; }
  table.odds { width: 100%; font-size: 7.5pt; }
  table.odds td, table.odds th { border: 0.15mm solid #cfc6ad; padding: 0.42mm 0.5mm; text-align: right; }
  table.odds th { background: #efe8d6; text-align: center; font-size: 7.5pt; }
  table.odds td.fp { text-align: center; font-weight: bold; background: #efe8d6; }
  table.odds td.best { background: #f6d76b; font-weight: bold; }
  table.odds tr.band td { background: #f7f3ea; }
  table.odds tr.band td.best { background: #f6d76b; }
  table.odds tr.band td.fp { background: #e6dcc2; }
  table.odds td.bestn { text-align: center; font-weight: bold; }
  .note { font-size: 7.4pt; color: #333; }
  .plot { margin: 1mm 0 2mm 0; }
</style>
</head>
<body>

<#-- ===== Aid 1, front: the turn ===== -->
<div class="sheet">
  <div class="head"><div class="game">${game}</div><h1>${t["kit.aid.title_1"]}</h1></div>
  <h2>${t["kit.aid.setup.title"]}</h2>
  <ul><#list setup as s><li>${s}</li></#list></ul>
  <h2>${t["aid.sequence"]}</h2>
  <ol>
    <#list phases as p><li><span class="phase">${p.label}.</span> ${p.text}</li></#list>
  </ol>

  <h2>${t["aid.dominance"]}</h2>
  <table class="cols"><tr>
    <td style="width: 64%; padding-right: 4mm;">
      <p>${t["kit.aid.dp.control"]}</p>
      <p>${t["kit.aid.dp.move"]}</p>
      <p>${blockade}</p>
      <p>${convoys}</p>
    </td>
    <td>
      <table class="small">
        <tr><th class="left">${t["kit.aid.dp.key_held"]}</th><th>${t["kit.marker.dp_short"]}</th></tr>
        <#list keyBonus as k><tr><td>${k.held}</td><td><b>${k.dp}</b></td></tr></#list>
      </table>
      <p class="note">${keyAreas}</p>
    </td>
  </tr></table>

  <h3>${t["track.manchuria.title"]}</h3>
  <p>${t["track.manchuria.rule"]}</p>
  <ul><#list effects as e><li>${e}</li></#list></ul>

  <h2>${t["aid.return"]}</h2>
  <table class="cols"><tr>
    <td style="width: 56%; padding-right: 4mm;">
      <ol>
        <li>${t["kit.aid.return.repairs"]}</li>
        <li>${t["kit.aid.return.home"]}</li>
        <li><b>${t["aid.maintenance"]}:</b> ${t["kit.aid.return.maintenance"]}</li>
        <li>${t["kit.aid.return.turn"]}</li>
      </ol>
    </td>
    <td>
      <table class="small">
        <tr><th class="left">${t["kit.aid.return.area"]}</th><th class="left">${t["kit.aid.return.port"]}</th></tr>
        <#list returns as r><tr><td class="left">${r.area}</td><td class="left">${r.ports}</td></tr></#list>
      </table>
    </td>
  </tr></table>

  <h2>${t["kit.aid.victory_title"]}</h2>
  <p>${victory}</p>
</div>

<#-- ===== Aid 1, back: naval operations and battle ===== -->
<div class="sheet">
  <div class="head"><div class="game">${game}</div><h1>${t["aid.naval_operation"]} · ${t["aid.battle"]}</h1></div>
  <h2>${t["aid.naval_operation"]}</h2>
  <ol>
    <li>${t["kit.aid.ops.roll"]}</li>
    <li>${t["kit.aid.ops.tie"]}</li>
    <li>${t["kit.aid.ops.squadron"]}</li>
  </ol>
  <h3>${t["aid.movement"]}</h3>
  <p>${t["kit.aid.ops.move"]}</p>
  <p>${t["kit.aid.ops.check"]}</p>

  <h2>${t["aid.battle"]}</h2>
  <ol>
    <li>${t["kit.aid.battle.start"]}</li>
    <li>${t["kit.aid.battle.order"]}</li>
    <li>${fireRule}
      <div class="rule"><p>${t["fire.within"]}</p><p>${t["fire.over"]}</p></div>
      <p>${t["kit.aid.battle.matching"]}</p>
    </li>
    <li><b>${t["aid.damage"]}:</b> ${t["kit.aid.battle.critical"]}</li>
    <li>${t["kit.aid.battle.regular"]}</li>
    <li>${t["kit.aid.battle.second"]}</li>
  </ol>
  <h3>${t["kit.aid.battle.examples"]}</h3>
  <#list examples as e><p class="example">${e}</p></#list>

  <h2>${t["aid.initiative"]}</h2>
  <p>${initiative}</p>

  <h2>${t["aid.hidden_threat"]}</h2>
  <p>${t["kit.aid.threat.ships"]} (${optionalShips})</p>
  <p>${torpedo}</p>
  <p>${mines}</p>
</div>

<#-- ===== Aid 2, front: fire odds ===== -->
<div class="sheet">
  <div class="head"><div class="game">${game}</div><h1>${t["kit.aid.title_2"]}</h1></div>
  <p class="note">${t["kit.aid.odds.intro"]}</p>
  <table class="odds">
    <tr>
      <th rowspan="2">${t["kit.aid.odds.fp"]}</th>
      <#list diceLabels as d><th colspan="3">${d}</th></#list>
      <th rowspan="2">${t["odds.best"]}</th>
    </tr>
    <tr>
      <#list diceLabels as d><th>${t["kit.aid.odds.col_regular"]}</th><th>${t["kit.aid.odds.col_critical"]}</th><th>${t["kit.aid.odds.col_chance"]}</th></#list>
    </tr>
    <#list fireRows as r>
    <tr<#if r.band> class="band"</#if>>
      <td class="fp">${r.firepower}</td>
      <#list r.cells as c>
      <td<#if c.best> class="best"</#if>>${c.regular}</td><td<#if c.best> class="best"</#if>>${c.critical}</td><td<#if c.best> class="best"</#if>>${c.chance}</td>
      </#list>
      <td class="bestn">${r.best}</td>
    </tr>
    </#list>
  </table>
</div>

<#-- ===== Aid 2, back: plot, movement, mines, torpedoes ===== -->
<div class="sheet last">
  <div class="head"><div class="game">${game}</div><h1>${t["kit.aid.title_2"]}</h1></div>
  <h2>${t["kit.aid.plot.title"]}</h2>
  <div class="plot">${plot?no_esc}</div>
  <p class="note">${t["kit.aid.plot.note"]}</p>

  <table class="cols"><tr>
    <td style="width: 38%; padding-right: 4mm;">
      <h2>${t["aid.movement"]}</h2>
      <p class="note">${t["odds.movement_title"]}</p>
      <table class="small">
        <tr><th>${t["odds.speed"]}</th><th>${t["odds.success"]}</th><th></th></tr>
        <#list movement as r><tr><td>${r.speed}</td><td><b>${r.chance}</b></td><td>${r.fraction}</td></tr></#list>
      </table>
      <h2>${t["kit.aid.torpedo.title"]}</h2>
      <table class="small row">
        <tr><th>${t["kit.aid.torpedo.roll"]}</th><#list torpedoRows as r><td>${r.roll}</td></#list></tr>
        <tr><th>${t["kit.aid.torpedo.ships"]}</th><#list torpedoRows as r><td><b>${r.ships}</b></td></#list></tr>
      </table>
    </td>
    <td>
      <h2>${t["kit.aid.mines.title"]}</h2>
      <p class="note">${t["kit.aid.mines.intro"]}</p>
      <table class="small">
        <tr><th rowspan="2">${t["odds.speed"]}</th><th colspan="${mineRows[0].dist?size}">${t["kit.aid.mines.ships"]}</th><th rowspan="2">${t["kit.aid.mines.expected"]}</th></tr>
        <tr><#list mineRows[0].dist as d><th>${d?index}</th></#list></tr>
        <#list mineRows as r><tr><td><b>${r.speed}</b></td><#list r.dist as d><td>${d}</td></#list><td>${r.expected}</td></tr></#list>
      </table>
      <p class="note">${t["kit.aid.mines.sink"]}</p>
      <table class="small row">
        <tr><th>${t["counter.defence"]}</th><#list mineSink as s><td>${s.defence}</td></#list></tr>
        <tr><th>${t["kit.aid.mines.sinks"]}</th><#list mineSink as s><td><b>${s.chance}</b></td></#list></tr>
      </table>
    </td>
  </tr></table>
</div>
</body>
</html>
