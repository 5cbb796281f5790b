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
  <#-- Name, one or two lines; on the back condensed (nameStretch < 1) to stay 3 mm inside the cut. -->
  <#list nameLines as line>
  <text transform="translate(${size / 2} ${nameTop + line?index * nameSize * 1.08}) scale(${nameStretch} 1)" font-size="${nameSize}" font-weight="bold" fill="${fg}" text-anchor="middle">${line}</text>
  </#list>
  <#-- Silhouette (none on a back whose two-line name leaves no room for it). -->
  <#if shipScale gt 0>
  <g transform="translate(${shipX} ${shipY}) scale(${shipScale})" fill="${fg}" fill-opacity="${back?then(0.55, 0.95)}">
    <@p.ship type=type/>
  </g>
  </#if>
  <#if back>
  <text transform="translate(${size / 2} ${damagedY}) scale(${damagedStretch} 1)" font-size="${damagedSize}" fill="${fg}" text-anchor="middle">${damaged}</text>
  </#if>
  <#if arrives gt 0 && !back>
  <g transform="translate(2.4 ${badgeY}) scale(${badgeScale})">
    <circle cx="0" cy="0" r="1.65" fill="#ffffff" stroke="${fg}" stroke-width="0.25"/>
    <#-- never under 6 pt at print size, however small the badge -->
    <text x="0" y="0.85" font-size="${[2.4, minText / badgeScale]?max}" font-weight="bold" fill="#1d1d1b" text-anchor="middle">${arrives}</text>
  </g>
  </#if>
  <#if anchor?has_content && shipScale gt 0>
  <g transform="translate(${anchorX} ${badgeY}) scale(${badgeScale})">
    <circle cx="0" cy="0" r="1.65" fill="#ffffff" stroke="${fg}" stroke-width="0.25"/>
    <g transform="scale(0.26)"><@p.anchor colour=anchor/></g>
  </g>
  </#if>
  <#-- Speed as a die face, firepower in a box; the back's smaller, 3 mm inside the cut, with the shield between. -->
  <#assign box = back?then(boxSize, 4.8), inset = back?then(safe + 0.15, 0.9)>
  <g transform="translate(${inset} ${size - inset - box})"><@p.die n=speed s=box fill="#ffffff" pip="#1d1d1b" edge=fg/></g>
  <rect x="${size - inset - box}" y="${size - inset - box}" width="${box}" height="${box}" rx="${box * 0.15}" fill="${optional?then('#111111', '#ffffff')}" stroke="${fg}" stroke-width="0.25"/>
  <text x="${size - inset - box / 2}" y="${size - inset - box * 0.17}" font-size="${box * 0.875}" font-weight="bold" fill="${optional?then('#ffffff', '#1d1d1b')}" text-anchor="middle">${firepower}</text>
  <#if back>
  <g transform="translate(${size / 2 - shieldW / 2} ${size - safe - 0.15 - shieldH})"><@p.shield n=defence w=shieldW h=shieldH fill="#ffffff" pip="#1d1d1b" edge=fg/></g>
  </#if>
</svg>
