<#-- A unit counter, front (the unit) or back (the same unit dislodged, waiting to retreat: pale and hatched).
     Millimetres; (0,0) is the trimmed corner, the background runs out into the bleed. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <#assign back = side == "back">
  <#assign fg = back?then(text, ink)>
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${back?then(pale, colour)}"/>
  <#if back>
  <g stroke="${colour}" stroke-width="0.3" stroke-opacity="0.3">
    <#list 0..((size + 2 * bleed) * 2 / 2.2)?floor as i>
    <line x1="${i * 2.2 - size - 2 * bleed}" y1="${size + bleed}" x2="${i * 2.2 - bleed}" y2="${-bleed}"/>
    </#list>
  </g>
  </#if>
  <#if back>
  <#-- the back: the unit's symbol and "retreat" in the middle, more than 3 mm inside the cut, so that a back printed up
       to 2 mm off its front still shows nothing but its own background at the edges -->
  <#assign k = 0.4, room = size - 6.4>
  <g transform="translate(${size / 2 - 4.9 * k} ${3.2 - 0.5 * k}) scale(${k})" fill="${fg}" stroke="${fg}">
    <@icon/>
  </g>
  <text x="${size / 2}" y="${size - 3.35}" font-size="${[1.4, room / (0.62 * caption?length)]?min}" font-weight="bold" fill="${fg}" text-anchor="middle">${caption}</text>
  <#else>
  <#-- no frame: a front cut a little off its crop marks shows no uneven border -->
  <text x="1.6" y="3.6" font-size="2.6" font-weight="bold" fill="${fg}">${letter}</text>
  <text x="${size - 1.6}" y="3.6" font-size="2.2" font-weight="bold" fill="${fg}" text-anchor="end">${powerLetter}</text>
  <#-- the icon is drawn for a 14 mm counter and scaled with the counter's side -->
  <#assign k = size / 14>
  <g transform="translate(${size / 2 - 4.4 * k} ${size / 2 - 4.7 * k}) scale(${0.88 * k})" fill="${fg}" stroke="${fg}">
    <@icon/>
  </g>
  <text x="${size / 2}" y="${size - 1.5}" font-size="1.75" fill="${fg}" text-anchor="middle">${caption}</text>
  </#if>
</svg>
<#macro icon>
    <#if type == "army">
    <#-- A field gun: barrel raised to the right, a spoked wheel. -->
    <path stroke="none" d="M1.6,6.4 L8.9,2.6 L9.6,3.9 L2.3,7.7 Z"/>
    <circle cx="3.3" cy="7.3" r="2.1" fill="none" stroke-width="0.7"/>
    <path fill="none" stroke-width="0.4" d="M3.3,5.2 V9.4 M1.2,7.3 H5.4"/>
    <path stroke="none" d="M0.2,9.2 H2.4 V9.9 H0.2 Z"/>
    <#else>
    <#-- A ship: hull, mast, sail and pennant. -->
    <path stroke="none" d="M0.4,6.6 H9.6 L8.2,9.2 H1.8 Z"/>
    <path fill="none" stroke-width="0.5" d="M4.7,0.8 V6.6"/>
    <path stroke="none" d="M5.2,1.6 L8.8,5.9 H5.2 Z"/>
    <path stroke="none" d="M4.2,1.2 L1.6,4.9 H4.2 Z"/>
    <path stroke="none" d="M4.7,0.5 L6.5,1.0 L4.7,1.5 Z"/>
    </#if>
</#macro>
