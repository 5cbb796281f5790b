<#-- The assembly index: the tiles drawn over a small picture of the whole board, and how to join them. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <text x="${left}" y="${top - 14}" font-size="6" font-weight="bold" fill="#1d1d1b">${heading}</text>
  <#list tiles as t>
  <rect x="${t.x}" y="${t.y}" width="${t.w}" height="${t.h}" fill="#ffffff" fill-opacity="0.18" stroke="#b3261e" stroke-width="0.5"/>
  <text x="${t.x + t.w / 2}" y="${t.y + t.h / 2 + 4}" font-size="12" font-weight="bold" text-anchor="middle" fill="#b3261e" fill-opacity="0.85">${t.name}</text>
  </#list>
  <#list steps as s>
  <text x="${left}" y="${stepsTop + s?index * 5.2}" font-size="3.4" fill="#1d1d1b">${s?index + 1}. ${s}</text>
  </#list>
</svg>
