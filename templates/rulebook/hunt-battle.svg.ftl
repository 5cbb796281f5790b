<#-- A Hunt rulebook battle example: five duels, each as the German card over the British one
     with its OP and the value it fights with; the side that takes the hit gets a damage disc
     (red for the Germans, blue for the British, as on the battle tracks). Units: mm.
     Model: generator rulebook HuntBattleFigure. -->
<#assign lw = 17, cw = 26, gap = 1.6, ch = 17, top = 11>
<#assign ink = {"german": "#3b3b3b", "british": "#1f3a56"}, disc = {"german": "#b3261e", "british": "#2f6db0"}>
<#assign width = lw + duels?size * (cw + gap), height = top + 2 * ch + 3 * gap + 12>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <text x="0" y="3.4" font-size="3" font-weight="bold" fill="${ink.british}">${forces}</text>
  <#list ["german", "british"] as side>
  <#assign y = top + side?index * (ch + gap)>
  <text x="0" y="${y + ch / 2 + 1}" font-size="3" font-weight="bold" fill="${ink[side]}">${(side == "german")?then(german, british)}</text>
  <#list duels as d>
  <#assign x = lw + d?index * (cw + gap), c = d[side]>
  <#if side == "german"><text x="${x + cw / 2}" y="${top - 1.6}" font-size="2.6" text-anchor="middle" fill="#6b6253">${d.title}</text></#if>
  <rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="1.2" fill="${(side == 'german')?then('#f1efec', '#e6ecf3')}" stroke="${ink[side]}" stroke-width="0.4"/>
  <#list c.lines as l><text x="${x + cw / 2}" y="${y + 3.4 + l?index * 2.7}" font-size="2.3" text-anchor="middle" fill="#231f18">${l}</text></#list>
  <text x="${x + cw / 2}" y="${y + ch - 2.2}" font-size="4.6" font-weight="bold" text-anchor="middle" fill="${ink[side]}">${c.value}</text>
  <#if c.sum?has_content><text x="${x + 1.2}" y="${y + ch - 2.6}" font-size="2.2" fill="#6b6253">${c.sum}</text></#if>
  <#if d.hit == side><circle cx="${x + cw - 3.4}" cy="${y + ch - 3.6}" r="2.4" fill="${disc[side]}" stroke="#fff" stroke-width="0.4"/></#if>
  </#list>
  </#list>
  <#list duels as d><#if !d.hit?has_content><text x="${lw + d?index * (cw + gap) + cw / 2}" y="${top + 2 * ch + gap + 3.4}" font-size="2.4" text-anchor="middle" fill="#6b6253">${tie}</text></#if></#list>
  <text x="0" y="${height - 5.2}" font-size="2.9" font-weight="bold" fill="#231f18">${hits}</text>
  <text x="0" y="${height - 1.2}" font-size="2.9" fill="#231f18">${winner}</text>
</svg>
