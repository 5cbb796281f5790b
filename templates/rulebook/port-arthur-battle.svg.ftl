<#-- A Port Arthur rulebook example: squadrons as the kit's ship counters (speed a die face,
     firepower a number; the back of a damaged ship, a sunk one crossed out below its name),
     the dice of each volley with the hits they score, a squadron's speed (a die face, as on the
     counters) against the die it rolled, or one die for a roll. Units: mm.
     Model: generator rulebook PortArthurFigures. -->
<#import "/port-arthur/parts.ftl" as p>
<#assign cw = 15, gap = 1.8, k = cw / size, row = 25, sideInk = {"japan": "#9c1c1c", "russia": "#1f3a56"}>
<#assign most = squadrons?map(s -> s.ships?size)?max!0>
<#assign width = [130, most * (cw + gap)]?max>
<#assign height = squadrons?size * row + volleys?size * 15 + (roll > 0)?then(12, 0) + check?has_content?then(17, 0) + 2>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <defs><clipPath id="counter"><rect x="0" y="0" width="${size}" height="${size}"/></clipPath></defs>
  <#assign y = 1>
  <#list squadrons as s>
  <text x="0" y="${y + 3}" font-size="3.2" fill="${sideInk[s.side]}"><tspan font-weight="bold">${s.name}</tspan> · ${t.speed} ${s.speed} · ${t.firepower} ${s.firepower}</text>
  <#list s.ships as ship>
    <#assign x = ship?index * (cw + gap)>
    <g transform="translate(${x} ${y + 4.5}) scale(${k})"><g clip-path="url(#counter)">${ship.counter?no_esc}</g></g>
    <#if ship.sunk>
    <#-- Below the name, which stays readable. -->
    <#assign top = y + 4.5 + ship.clear * k, foot = y + 4.5 + cw>
    <rect class="sunk" x="${x}" y="${top}" width="${cw}" height="${foot - top}" fill="#ffffff" fill-opacity="0.5"/>
    <path d="M${x + 1.5},${top + 0.4}L${x + cw - 1.5},${foot - 0.8}M${x + cw - 1.5},${top + 0.4}L${x + 1.5},${foot - 0.8}" stroke="#b3261e" stroke-width="0.9" stroke-linecap="round"/>
    <text x="${x + cw / 2}" y="${foot + 3}" font-size="2.6" font-weight="bold" text-anchor="middle" fill="#b3261e">${t.sunk}</text>
    </#if>
  </#list>
  <#assign y = y + row>
  </#list>
  <#list volleys as v>
  <text x="0" y="${y + 3}" font-size="3" font-weight="bold" fill="${sideInk[v.side]!'#231f18'}">${v.name}: ${t.firepower} ${v.firepower}</text>
  <#list v.dice as d><g transform="translate(${d?index * 8.2} ${y + 4.6})"><@p.die n=d s=7 fill="#ffffff" pip="#231f18" edge="#231f18"/></g></#list>
  <text x="${v.dice?size * 8.2 + 2}" y="${y + 7.4}" font-size="2.7" fill="#231f18">Σ ${v.sum} ${v.within?then('≤', '>')} ${v.firepower}</text>
  <text x="${v.dice?size * 8.2 + 2}" y="${y + 11}" font-size="2.7" font-weight="bold" fill="#231f18">${t.regular}: ${v.regular}, ${t.critical}: ${v.critical}</text>
  <#assign y = y + 15>
  </#list>
  <#if check?has_content && check.speed??>
  <#-- The speed as the counters show it, a die face, beside the die rolled; the dice placed past their labels by the model. -->
  <text x="0" y="${y + 3}" font-size="2.7" fill="#6b6253">${check.speedLabel}</text>
  <g transform="translate(${check.speedX} ${y + 4.5})"><@p.die n=check.speed s=9 fill="#ffffff" pip="#1f3a56" edge="#1f3a56"/></g>
  <text x="${check.rollX}" y="${y + 3}" font-size="2.7" fill="#6b6253">${check.rollLabel}</text>
  <g transform="translate(${check.rollDieX} ${y + 4.5})"><@p.die n=check.roll s=9 fill="#ffffff" pip="#231f18" edge="#231f18"/></g>
  <#-- Speed on the left, roll on the right: the sign is the true relation of the two (the model's, from the rule). -->
  <text class="relation" x="${check.rollX - 5}" y="${y + 10.6}" font-size="4" text-anchor="middle" fill="#231f18">${check.relation}</text>
  <text x="${check.resultX}" y="${y + 10.3}" font-size="3" font-weight="bold" fill="#231f18">${check.result}</text>
  <#assign y = y + 17>
  <#elseif check?has_content>
  <text x="0" y="${y + 3}" font-size="2.7" fill="#6b6253">${check.rollLabel}</text>
  <g transform="translate(0 ${y + 4.5})"><@p.die n=check.roll s=9 fill="#ffffff" pip="#231f18" edge="#231f18"/></g>
  <text x="14" y="${y + 10.3}" font-size="3" font-weight="bold" fill="#231f18">→ ${check.result}</text>
  <#assign y = y + 17>
  </#if>
  <#if roll gt 0>
  <g transform="translate(0 ${y + 1})"><@p.die n=roll s=8 fill="#ffffff" pip="#231f18" edge="#231f18"/></g>
  </#if>
</svg>
