<#-- A Port Arthur rulebook example: squadrons as ship counters (firepower, speed, defence),
     the dice of each volley with the hits they score, or one die for a roll. Units: mm.
     Model: generator rulebook PortArthurFigures. -->
<#assign cw = 15.5, ch = 13, gap = 1.8, sideFill = {"japan": "#fbf3ec", "russia": "#e6ecf3"}, sideInk = {"japan": "#9c1c1c", "russia": "#1f3a56"}>
<#assign width = 130>
<#assign height = squadrons?size * 21 + volleys?size * 15 + (roll > 0)?then(12, 0) + 2>
<#macro die x y v size>
  <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="1.3" fill="#fff" stroke="#231f18" stroke-width="0.35"/>
  <#assign q = size / 4, r = size * 0.09>
  <#assign pips = {"1": [[2,2]], "2": [[1,1],[3,3]], "3": [[1,1],[2,2],[3,3]], "4": [[1,1],[3,1],[1,3],[3,3]],
                   "5": [[1,1],[3,1],[2,2],[1,3],[3,3]], "6": [[1,1],[3,1],[1,2],[3,2],[1,3],[3,3]]}>
  <#list pips[v?c] as p><circle cx="${x + p[0] * q}" cy="${y + p[1] * q}" r="${r}" fill="#231f18"/></#list>
</#macro>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <#assign y = 1>
  <#list squadrons as s>
  <text x="0" y="${y + 3}" font-size="3.2" font-weight="bold" fill="${sideInk[s.side]}">${s.name}</text>
  <#list s.ships as ship>
    <#assign x = ship?index * (cw + gap)>
    <g>
      <rect x="${x}" y="${y + 5}" width="${cw}" height="${ch}" rx="1.2" fill="${ship.damaged?then('#f3d9b1', sideFill[s.side])}" stroke="${sideInk[s.side]}" stroke-width="0.45"/>
      <text x="${x + cw / 2}" y="${y + 9.2}" font-size="2.2" text-anchor="middle" fill="#231f18">${ship.name}</text>
      <text x="${x + cw / 2}" y="${y + 15.6}" font-size="3.6" font-weight="bold" text-anchor="middle" fill="${sideInk[s.side]}">${ship.fp}-${ship.speed}-${ship.def}</text>
      <#if ship.sunk>
      <path d="M${x + 1},${y + 6}L${x + cw - 1},${y + 4 + ch}M${x + cw - 1},${y + 6}L${x + 1},${y + 4 + ch}" stroke="#b3261e" stroke-width="0.9"/>
      </#if>
    </g>
  </#list>
  <#assign y = y + 21>
  </#list>
  <#list volleys as v>
  <text x="0" y="${y + 3}" font-size="3" font-weight="bold" fill="${sideInk[v.side]!'#231f18'}">${v.name}: ${t.firepower} ${v.firepower}</text>
  <#list v.dice as d><@die x=d?index * 8.2 y=y + 4.6 v=d size=7/></#list>
  <text x="${v.dice?size * 8.2 + 2}" y="${y + 7.4}" font-size="2.7" fill="#231f18">Σ ${v.sum} ${v.within?then('≤', '>')} ${v.firepower}</text>
  <text x="${v.dice?size * 8.2 + 2}" y="${y + 11}" font-size="2.7" font-weight="bold" fill="#231f18">${t.regular}: ${v.regular}, ${t.critical}: ${v.critical}</text>
  <#assign y = y + 15>
  </#list>
  <#if roll gt 0>
  <@die x=0 y=y + 1 v=roll size=8/>
  </#if>
</svg>
