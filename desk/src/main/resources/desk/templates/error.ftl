<#import "layout.ftl" as l>
<@l.page title=t["error.title"]>
<h1>${t["error.title"]}</h1>
<div class="errors" role="alert">
  <ul><#list lines as line><li><code>${line}</code></li></#list></ul>
</div>
<p><#if game?? && game?has_content><a href="/games/${game}" id="back-to-game">${t["error.back_to_game"]?replace("{game}", game)}</a> · </#if><a href="/">${t["desk.name"]}</a></p>
</@l.page>
