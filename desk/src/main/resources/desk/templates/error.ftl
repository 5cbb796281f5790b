<#import "layout.ftl" as l>
<@l.page title=t["error.title"]>
<h1>${t["error.title"]}</h1>
<div class="errors" role="alert">
  <ul><#list lines as line><li><code>${line}</code></li></#list></ul>
</div>
<p><a href="/">${t["desk.name"]}</a></p>
</@l.page>
