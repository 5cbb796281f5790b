<#-- A Hunt rulebook battle example: five duels, each as the top of the German card over the
     British one, drawn as the kit prints them (OP, title, event, deck), with the value each
     fights with under it; the side that takes the hit gets a damage disc (red for the Germans,
     blue for the British, as on the battle tracks). Units: mm. Model: generator rulebook HuntBattleFigure. -->
<#assign lw = 5, cw = 30, gap = 1.6, crop = 30, k = cw / cardWidth, ch = crop * k, band = 7, top = 10>
<#assign ink = {"german": "#3b3b3b", "british": "#1f3a56"}, disc = {"german": "#b3261e", "british": "#2f6db0"}>
<#assign rowH = ch + band + gap, width = lw + duels?size * (cw + gap), height = top + 2 * rowH + 12>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <defs><clipPath id="card"><rect x="0" y="0" width="${cardWidth}" height="${crop}"/></clipPath></defs>
  <text x="0" y="3.4" font-size="3" font-weight="bold" fill="${ink.british}">${forces}</text>
  <#list ["german", "british"] as side>
  <#assign y = top + side?index * rowH>
  <text transform="translate(3.2 ${y + (ch + band) / 2}) rotate(-90)" font-size="2.8" font-weight="bold" text-anchor="middle" fill="${ink[side]}">${(side == "german")?then(german, british)}</text>
  <#list duels as d>
  <#assign x = lw + d?index * (cw + gap), c = d[side]>
  <#if side == "german"><text x="${x + cw / 2}" y="${top - 1.6}" font-size="2.6" text-anchor="middle" fill="#6b6253">${d.title}</text></#if>
  <g transform="translate(${x} ${y}) scale(${k})"><g clip-path="url(#card)">${c.card?no_esc}</g></g>
  <rect x="${x}" y="${y + ch}" width="${cw}" height="${band}" fill="${(side == 'german')?then('#f1efec', '#e6ecf3')}" stroke="${ink[side]}" stroke-width="0.3"/>
  <text class="value" x="${x + cw / 2}" y="${y + ch + band - 1.5}" font-size="4.6" font-weight="bold" text-anchor="middle" fill="${ink[side]}">${c.value}</text>
  <#if c.sum?has_content><text class="sum" x="${x + 1.2}" y="${y + ch + band - 2}" font-size="2.2" fill="#6b6253">${c.sum}</text></#if>
  <#if d.hit == side><circle class="damage" cx="${x + cw - 3.2}" cy="${y + ch + band / 2}" r="2.4" fill="${disc[side]}" stroke="#fff" stroke-width="0.4"/></#if>
  </#list>
  </#list>
  <#list duels as d><#if !d.hit?has_content><text x="${lw + d?index * (cw + gap) + cw / 2}" y="${top + 2 * rowH + 1.8}" font-size="2.4" text-anchor="middle" fill="#6b6253">${tie}</text></#if></#list>
  <text x="0" y="${height - 5.2}" font-size="2.9" font-weight="bold" fill="#231f18">${hits}</text>
  <text x="0" y="${height - 1.2}" font-size="2.9" fill="#231f18">${winner}</text>
</svg>
