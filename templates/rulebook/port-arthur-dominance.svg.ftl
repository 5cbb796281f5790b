<#-- A Port Arthur rulebook dominance example: every sea area coloured by who controls it
     (Japan, Russia, ships of both sides, empty) with what it is worth, the sea-control score,
     the convoys sunk, and the DP track with the marker before (ring) and after (disc). Units: mm.
     Model: generator rulebook DominanceFigure. -->
<#assign tw = 46, th = 15, gap = 2, perRow = 3>
<#assign fill = {"japan": "#fbf3ec", "russia": "#e6ecf3", "both": "#ece8df", "none": "#ffffff"},
         ink = {"japan": "#9c1c1c", "russia": "#1f3a56", "both": "#6b6253", "none": "#8f8676"}>
<#assign rows = ((tiles?size + perRow - 1) / perRow)?floor, cell = 8>
<#assign width = perRow * (tw + gap), trackY = rows * (th + gap) + (convoys?has_content)?then(13, 8) + 2>
<#assign height = trackY + cell + 10>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <#list tiles as t>
  <#assign x = (t?index % perRow) * (tw + gap), y = (t?index / perRow)?floor * (th + gap)>
  <rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="1.2" fill="${fill[t.side]}" stroke="${ink[t.side]}" stroke-width="${t.key?then(0.9, 0.4)}"<#if t.side == "none"> stroke-dasharray="1.2 0.8"</#if>/>
  <text x="${x + 2}" y="${y + 4.4}" font-size="3" font-weight="bold" fill="#231f18">${t.name}</text>
  <text x="${x + 2}" y="${y + 8.6}" font-size="2.5" fill="#6b6253">${t.worth}</text>
  <text x="${x + 2}" y="${y + 12.6}" font-size="2.7" font-weight="bold" fill="${ink[t.side]}">${t.who}</text>
  </#list>
  <#assign y = rows * (th + gap) + 3>
  <text x="0" y="${y}" font-size="3" font-weight="bold" fill="#231f18">${score}</text>
  <#if convoys?has_content><text x="0" y="${y + 4.6}" font-size="3" fill="#231f18">${convoys}</text></#if>
  <#list min..max as n>
  <#assign x = (n - min) * cell>
  <rect x="${x}" y="${trackY}" width="${cell}" height="${cell}" fill="${(n == 0)?then('#ece8df', (n > 0)?then(fill[positive], fill[(positive == 'japan')?then('russia', 'japan')]))}" stroke="#6b6253" stroke-width="0.3"/>
  <text x="${x + cell / 2}" y="${trackY + cell / 2 + 1}" font-size="2.6" text-anchor="middle" fill="#6b6253">${n?abs}</text>
  <#if n == before && n != after><circle cx="${x + cell / 2}" cy="${trackY + cell / 2}" r="3" fill="none" stroke="#231f18" stroke-width="0.6" stroke-dasharray="1 0.6"/></#if>
  <#if n == after><circle cx="${x + cell / 2}" cy="${trackY + cell / 2}" r="3" fill="none" stroke="#231f18" stroke-width="0.9"/></#if>
  </#list>
  <text x="0" y="${trackY + cell + 3.6}" font-size="2.5" fill="#6b6253">← ${ends.min}</text>
  <text x="${(max - min + 1) * cell}" y="${trackY + cell + 3.6}" font-size="2.5" text-anchor="end" fill="#6b6253">${ends.max} →</text>
  <text x="${(max - min + 1) * cell + 4}" y="${trackY + cell / 2 + 1}" font-size="3" fill="#231f18">${marker}</text>
</svg>
