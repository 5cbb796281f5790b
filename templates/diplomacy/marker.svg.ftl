<#-- A supply-centre control marker: the power's colour and a star; both sides alike. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 0.6}" fill="none" stroke="${ink}" stroke-width="0.25"/>
  <path transform="translate(${size / 2} ${size / 2 - 0.9}) scale(${size * 0.27})" fill="${ink}"
        d="M0,-1L0.2245,-0.309L0.9511,-0.309L0.3633,0.118L0.5878,0.809L0,0.382L-0.5878,0.809L-0.3633,0.118L-0.9511,-0.309L-0.2245,-0.309Z"/>
  <text x="${size / 2}" y="${size - 1.5}" font-size="1.9" font-weight="bold" fill="${ink}" text-anchor="middle">${powerLetter}</text>
</svg>
