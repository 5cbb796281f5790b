<#-- A Hunt rulebook example on the map: sea hexes with their numbers, land, the pieces the
     example places, moves as arrows, searches as rings. Units: mm. Model: generator rulebook HuntFigures. -->
<#assign ink = {"german": "#3b3b3b", "british": "#1f3a56", "merchant": "#8a6d2b"}>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <#list land?filter(l -> l.path?has_content) as l><path d="${l.path}" fill="#e2d2a6" stroke="#e2d2a6" stroke-width="0.3"/></#list>
  <#list hexes as h>
  <path d="${h.path}" fill="#dcecf8" stroke="#5d8db8" stroke-width="0.3"/>
  <text x="${h.x}" y="${h.y - 2.6}" font-size="2.4" text-anchor="middle" fill="#1c4a73">${h.label}</text>
  </#list>
  <#list land?filter(l -> !l.path?has_content) as l><text x="${l.x}" y="${l.y + 1}" font-size="2.4" text-anchor="middle" fill="#5b4a2a">${l.name}</text></#list>
  <#list searches as s><circle cx="${s.x}" cy="${s.y}" r="5.6" fill="none" stroke="#b3261e" stroke-width="0.6" stroke-dasharray="1.2 0.8"/></#list>
  <#list moves as m>
  <line x1="${m.x1}" y1="${m.y1}" x2="${m.x2}" y2="${m.y2}" stroke="#b3261e" stroke-width="0.9" stroke-linecap="round"/>
  <circle cx="${m.x2}" cy="${m.y2}" r="1.1" fill="#b3261e"/>
  </#list>
  <#list marks as k>
  <rect x="${k.x - k.w / 2}" y="${k.y - 0.4}" width="${k.w}" height="3.6" rx="0.8" fill="${ink[k.side]}" stroke="#fff" stroke-width="0.3"/>
  <text x="${k.x}" y="${k.y + 2.2}" font-size="2.2" font-weight="bold" text-anchor="middle" fill="#fff">${k.label}</text>
  </#list>
</svg>
