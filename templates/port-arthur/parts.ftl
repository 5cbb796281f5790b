<#-- Small drawings shared by the Port Arthur components: ship silhouettes, die faces,
     defence shields, anchors, army figures. -->

<#-- Where the pips of a die face stand, as fractions of its side. -->
<#assign pipsOf = {
  "1": [[0.5, 0.5]],
  "2": [[0.27, 0.27], [0.73, 0.73]],
  "3": [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  "4": [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  "5": [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  "6": [[0.27, 0.23], [0.73, 0.23], [0.27, 0.5], [0.73, 0.5], [0.27, 0.77], [0.73, 0.77]]
}>

<#macro die n s fill pip edge>
  <rect x="0" y="0" width="${s}" height="${s}" rx="${s * 0.16}" fill="${fill}" stroke="${edge}" stroke-width="0.25"/>
  <#list pipsOf[n?c] as q><circle cx="${q[0] * s}" cy="${q[1] * s}" r="${s * 0.085}" fill="${pip}"/></#list>
</#macro>

<#-- A shield with n pips: the hits a damaged ship absorbs when it sinks. -->
<#macro shield n w h fill pip edge>
  <path d="M0,0 H${w} V${h * 0.5} Q${w},${h * 0.85} ${w / 2},${h} Q0,${h * 0.85} 0,${h * 0.5} Z" fill="${fill}" stroke="${edge}" stroke-width="0.25"/>
  <#list pipsOf[n?c] as q><circle cx="${q[0] * w}" cy="${q[1] * h * 0.85}" r="${w * 0.1}" fill="${pip}"/></#list>
</#macro>

<#-- A warship seen from the side, 12 × 5 units, bow to the right. -->
<#macro ship type>
  <#-- hull -->
  <path d="M0.2,3.2 H11.9 L11.0,4.9 H1.0 Z"/>
  <#if type == "battleship" || type == "coast-defence-ship">
  <path d="M3.0,3.2 V2.2 H8.6 V3.2 Z"/>
  <path d="M4.6,2.2 V0.6 H5.4 V2.2 Z M6.4,2.2 V0.8 H7.2 V2.2 Z"/>
  <path d="M1.2,3.2 V2.5 H2.8 V3.2 Z M9.0,3.2 V2.5 H10.6 V3.2 Z"/>
  <path d="M0.4,2.75 H1.3 V2.95 H0.4 Z M10.5,2.75 H11.6 V2.95 H10.5 Z"/>
  <path d="M3.6,2.2 V0.0 H3.85 V2.2 Z M8.0,2.2 V0.3 H8.25 V2.2 Z"/>
  <#elseif type == "armoured-cruiser">
  <path d="M2.6,3.2 V2.3 H9.2 V3.2 Z"/>
  <path d="M4.2,2.3 V0.9 H4.9 V2.3 Z M5.6,2.3 V0.9 H6.3 V2.3 Z M7.0,2.3 V1.0 H7.7 V2.3 Z"/>
  <path d="M1.3,3.2 V2.6 H2.5 V3.2 Z M9.4,3.2 V2.6 H10.6 V3.2 Z"/>
  <path d="M3.2,2.3 V0.2 H3.45 V2.3 Z M8.6,2.3 V0.4 H8.85 V2.3 Z"/>
  <#else>
  <path d="M3.2,3.2 V2.5 H8.6 V3.2 Z"/>
  <path d="M4.6,2.5 V1.2 H5.2 V2.5 Z M6.0,2.5 V1.2 H6.6 V2.5 Z"/>
  <path d="M3.8,2.5 V0.5 H4.0 V2.5 Z M8.0,2.5 V0.7 H8.2 V2.5 Z"/>
  </#if>
</#macro>

<#-- An anchor centred on (0,0), about 10 units tall. -->
<#macro anchor colour>
  <g fill="none" stroke="${colour}" stroke-width="1.3" stroke-linecap="round">
    <circle cx="0" cy="-3.6" r="1.2"/>
    <path d="M0,-2.4 V4.4 M-2.6,-1.2 H2.6 M-3.6,1.6 Q-3.2,4.6 0,4.6 Q3.2,4.6 3.6,1.6"/>
  </g>
  <path d="M-4.5,1.9 L-3.6,0.6 L-2.7,1.9 Z M4.5,1.9 L3.6,0.6 L2.7,1.9 Z" fill="${colour}"/>
</#macro>

<#-- A standing soldier, 6 units tall, feet at y 6. -->
<#macro soldier fill>
  <g fill="${fill}">
    <circle cx="2" cy="0.9" r="0.9"/>
    <path d="M0.8,2 H3.2 L3.5,4 H2.9 L2.7,6 H2.15 L2,4.4 L1.85,6 H1.3 L1.1,4 H0.5 Z"/>
    <path d="M3.5,1.6 L4.0,0 L4.3,0 L3.9,2.4 Z"/>
  </g>
</#macro>
