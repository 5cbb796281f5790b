<#-- A Hunt rulebook example on the map: sea hexes with their numbers, land, the kit's tokens of
     the pieces the example places, moves as arrows, searches as rings. Units: mm. Model: generator rulebook HuntFigures. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <defs><clipPath id="token"><rect x="0" y="0" width="${kitToken}" height="${kitToken}"/></clipPath></defs>
  <#list lands?filter(l -> l.path?has_content) as l><path d="${l.path}" fill="${land}" stroke="${land}" stroke-width="0.3"/></#list>
  <#list hexes as h><path d="${h.path}" fill="${sea}" stroke="#5d8db8" stroke-width="0.3"/></#list>
  <#list lands?filter(l -> !l.path?has_content) as l><text x="${l.x}" y="${l.y + 1}" font-size="2.4" text-anchor="middle" fill="#5b4a2a">${l.name}</text></#list>
  <#list moves as m>
  <line x1="${m.x1}" y1="${m.y1}" x2="${m.x2}" y2="${m.y2}" stroke="#b3261e" stroke-width="0.9" stroke-linecap="round"/>
  <circle cx="${m.x2}" cy="${m.y2}" r="1.1" fill="#b3261e"/>
  </#list>
  <#-- The hexes' numbers over the move lines, each on a halo of sea. -->
  <#list hexes as h>
  <text x="${h.x}" y="${h.y - 4.8}" font-size="2.8" text-anchor="middle" fill="none" stroke="${sea}" stroke-width="0.9" stroke-linejoin="round">${h.label}</text>
  <text x="${h.x}" y="${h.y - 4.8}" font-size="2.8" text-anchor="middle" fill="#1c4a73">${h.label}</text>
  </#list>
  <#list marks as k>
  <#-- Kept on the figure: a token on an edge hex would be cut off. -->
  <#assign tx = [0.5, [width - k.size - 0.5, k.x - k.size / 2]?min]?max, ty = [0.5, [height - k.size - 0.5, k.y - k.size / 2]?min]?max>
  <g transform="translate(${tx} ${ty}) scale(${k.size / kitToken})"><g clip-path="url(#token)">${k.token?no_esc}</g></g>
  <rect x="${tx}" y="${ty}" width="${k.size}" height="${k.size}" fill="none" stroke="#ffffff" stroke-width="0.3"/>
  </#list>
  <#-- Over the tokens, just inside the hex's edge. -->
  <#list searches as s><circle cx="${s.x}" cy="${s.y}" r="${ring}" fill="none" stroke="#b3261e" stroke-width="0.6" stroke-dasharray="1.2 0.8"/></#list>
</svg>
