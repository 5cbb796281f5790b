<#-- A test component: a square counter with a name, drawn with its bleed. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <text x="${size / 2}" y="${size / 2 + 2}" text-anchor="middle" font-family="Noto Sans" font-weight="bold" font-size="5">${label}</text>
  <text x="${size / 2}" y="${size - 2}" text-anchor="middle" font-family="Noto Sans" font-size="3">${side}</text>
</svg>
