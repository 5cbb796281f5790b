<#-- A supply-centre control marker: the power's colour and a star; the back only a small star in the middle,
     more than 3 mm inside the cut (a back printed up to 2 mm off shows nothing but its colour at the edges). -->
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <#assign star = "M0,-1L0.2245,-0.309L0.9511,-0.309L0.3633,0.118L0.5878,0.809L0,0.382L-0.5878,0.809L-0.3633,0.118L-0.9511,-0.309L-0.2245,-0.309Z">
  <#if side == "back">
  <path transform="translate(${size / 2} ${size / 2 + 0.1}) scale(${[size / 2 - 3.2, 0.6]?max})" fill="${ink}" d="${star}"/>
  <#else>
  <#-- no frame: a front cut a little off its crop marks shows no uneven border -->
  <path transform="translate(${size / 2} ${size / 2 - 0.9}) scale(${size * 0.27})" fill="${ink}" d="${star}"/>
  <text x="${size / 2}" y="${size - 1.5}" font-size="1.9" font-weight="bold" fill="${ink}" text-anchor="middle">${powerLetter}</text>
  </#if>
</svg>
