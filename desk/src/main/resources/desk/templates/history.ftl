<#import "layout.ftl" as l>
<@l.page title=game + " · " + t["game.history"]>
<nav class="crumbs" aria-label="${t["desk.where"]}"><a href="/">${t["desk.name"]}</a> › <a href="/games/${game}">${game}</a> › ${t["game.history"]}</nav>
<h1>${game}: ${t["game.history"]}</h1>
<ol class="history">
<#list turns as r>
  <li>
    <#if r.adjudicated><a href="/games/${game}/turns/${r.turn}">${r.title}</a><#else><a href="/games/${game}">${r.title}</a> (${t["history.current"]})</#if>
    · <a href="/games/${game}/turns/${r.turn}/position.yaml" download>${t["download.position"]}</a>
    <#if r.adjudicated>· <a href="/games/${game}/turns/${r.turn}/map.png" download>${t["download.map_png"]}</a></#if>
  </li>
</#list>
</ol>
</@l.page>
