<#-- The foot of a tile page: which tile this is, and a small plan of all tiles with this one marked. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" font-family="Noto Sans">
  <#assign cell = (height - 1) / rows>
  <#assign cw = cell * 1.3>
  <#list 0..<rows as r><#list 0..<cols as c>
  <rect x="${c * cw + 0.3}" y="${r * cell + 0.5}" width="${cw - 0.6}" height="${cell - 0.6}"
        fill="${(r == row && c == col)?then('#2c5f8e', '#ffffff')}" stroke="#2c5f8e" stroke-width="0.2"/>
  </#list></#list>
  <text x="${cols * cw + 3}" y="${height / 2 - 0.3}" font-size="3.6" font-weight="bold" fill="#1d1d1b">${name}</text>
  <text x="${cols * cw + 3}" y="${height / 2 + 3.4}" font-size="2.6" fill="#1d1d1b">${hint}</text>
  <text x="${width}" y="${height / 2 + 1}" font-size="2.6" text-anchor="end" fill="#5b5448">${title}</text>
</svg>
