<#import "layout.ftl" as l>
<@l.page title=t["check." + kind] + " · " + file>
<nav class="crumbs" aria-label="${t["desk.where"]}"><a href="/">${t["desk.name"]}</a> › ${t["check." + kind]}</nav>
<h1>${t["check." + kind]}: <code>${file}</code></h1>
<p class="summary ${agrees?then('agrees', 'disagrees')}" role="status">${agrees?then(t["check.agrees"], t["check.disagrees"])}</p>
<#assign wrong = lines?filter(l -> l.findings?has_content)>
<#if wrong?has_content>
<ul class="findings">
<#list wrong as line><#list line.findings as f><li><a href="#line-${line.number}">${file}:${f}</a></li></#list></#list>
</ul>
</#if>
<ol class="listing" aria-label="${file}">
<#list lines as line>
  <#if line.number gt 0>
  <li value="${line.number}" id="line-${line.number}"<#if line.findings?has_content> class="wrong"</#if>><code>${line.text}</code>
  <#else>
  <li class="wrong"><code></code>
  </#if>
  <#list line.findings as f><div class="finding">${file}:${f}</div></#list>
  </li>
</#list>
</ol>
<details class="report" open>
  <summary>${t["turn.report"]}</summary>
  <pre>${report}</pre>
</details>
</@l.page>
