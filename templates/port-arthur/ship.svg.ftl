<#-- A ship counter, front (intact) or back (damaged). Millimetres; (0,0) is the trimmed
     corner, the background runs out into the bleed. Speed is a die face (lower left),
     firepower a number (lower right; white on black for the optional ships of the Hidden
     threat variant), defence pips in a shield on the back only. Baltic ships show their
     arrival turn (left), Russian squadrons their anchor colour (right). -->
<#import "parts.ftl" as p>
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${back?then(pale, colour)}"/>
  <#if back>
  <g stroke="${colour}" stroke-width="0.3" stroke-opacity="0.22">
    <#list 0..((size + 2 * bleed) * 2 / 2.2)?floor as i>
    <line x1="${i * 2.2 - size - 2 * bleed}" y1="${size + bleed}" x2="${i * 2.2 - bleed}" y2="${-bleed}"/>
    </#list>
  </g>
  </#if>
  <#-- no frame: a counter cut a little off its crop marks shows no uneven border -->
  <#-- Name, one or two lines. -->
  <#list nameLines as line>
  <text x="${size / 2}" y="${nameTop + line?index * nameSize * 1.08}" font-size="${nameSize}" font-weight="bold" fill="${fg}" text-anchor="middle">${line}</text>
  </#list>
  <#-- Silhouette. -->
  <g transform="translate(${shipX} ${shipY}) scale(${shipScale})" fill="${fg}" fill-opacity="${back?then(0.55, 0.95)}">
    <@p.ship type=type/>
  </g>
  <#if back>
  <text x="${size / 2}" y="${damagedY}" font-size="${damagedSize}" fill="${fg}" text-anchor="middle">${damaged}</text>
  </#if>
  <#if arrives gt 0>
  <g transform="translate(2.4 ${badgeY}) scale(${badgeScale})">
    <circle cx="0" cy="0" r="1.65" fill="#ffffff" stroke="${fg}" stroke-width="0.25"/>
    <#-- never under 6 pt at print size, however small the badge -->
    <text x="0" y="0.85" font-size="${[2.4, minText / badgeScale]?max}" font-weight="bold" fill="#1d1d1b" text-anchor="middle">${arrives}</text>
  </g>
  </#if>
  <#if anchor?has_content>
  <g transform="translate(${size - 2.4} ${badgeY}) scale(${badgeScale})">
    <circle cx="0" cy="0" r="1.65" fill="#ffffff" stroke="${fg}" stroke-width="0.25"/>
    <g transform="scale(0.26)"><@p.anchor colour=anchor/></g>
  </g>
  </#if>
  <#-- Speed as a die face. -->
  <g transform="translate(0.9 ${size - 5.7})"><@p.die n=speed s=4.8 fill="#ffffff" pip="#1d1d1b" edge=fg/></g>
  <#-- Firepower. -->
  <rect x="${size - 5.7}" y="${size - 5.7}" width="4.8" height="4.8" rx="0.7" fill="${optional?then('#111111', '#ffffff')}" stroke="${fg}" stroke-width="0.25"/>
  <text x="${size - 3.3}" y="${size - 1.7}" font-size="4.2" font-weight="bold" fill="${optional?then('#ffffff', '#1d1d1b')}" text-anchor="middle">${firepower}</text>
  <#if back>
  <g transform="translate(${size / 2 - 2.1} ${size - 5.9})"><@p.shield n=defence w=4.2 h=5.1 fill="#ffffff" pip="#1d1d1b" edge=fg/></g>
  </#if>
</svg>
