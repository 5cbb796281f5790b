<#-- The frame of every desk page: language switch, heading, main content. Model: Pages.show. -->
<#macro page title>
<!DOCTYPE html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} · ${t["desk.name"]}</title>
  <link rel="stylesheet" href="/static/desk.css">
  <script src="/static/desk.js" defer></script>
</head>
<body>
  <a class="skip" href="#main">${t["desk.skip"]}</a>
  <header class="top">
    <a class="home" href="/">${t["desk.name"]}</a>
    <#if tableGm><a class="table-link" href="/table">${t["table.title"]}</a></#if>
    <nav aria-label="${t["desk.language"]}" class="langs">
      <#list languages as l>
        <#if l == lang><span aria-current="true">${l}</span><#else><a href="/lang/${l}?back=${here?url('UTF-8')}" hreflang="${l}" lang="${l}">${l}</a></#if>
      </#list>
    </nav>
  </header>
  <main id="main">
    <#nested>
  </main>
</body>
</html>
</#macro>

<#-- A form's CSRF field. -->
<#macro csrfField><input type="hidden" name="_csrf" value="${csrf}"></#macro>

<#-- One row of verdicts: where on the sheet, what was written, what it was read as, verdict and why. -->
<#macro verdicts rows caption>
<table class="verdicts">
  <caption>${caption}</caption>
  <thead><tr><th scope="col">${t["verdicts.where"]}</th><th scope="col">${t["verdicts.written"]}</th><th scope="col">${t["verdicts.read"]}</th><th scope="col">${t["verdicts.verdict"]}</th><th scope="col">${t["verdicts.why"]}</th></tr></thead>
  <tbody>
  <#list rows as r>
    <tr class="verdict ${r.status}">
      <td class="where">${r.where}</td>
      <td class="written">${r.written}</td>
      <td class="order">${r.order}</td>
      <td class="status"><span class="badge ${r.status}">${r.verdict}</span></td>
      <td class="why"><#list r.why as w><span>${w}</span><#sep><br></#list></td>
    </tr>
  </#list>
  </tbody>
</table>
</#macro>

<#-- A power's colour as a small square (SVG, so the strict style policy needs no inline style). -->
<#macro swatch colour><svg class="swatch" width="12" height="12" aria-hidden="true" focusable="false"><rect width="12" height="12" rx="2" fill="${colour}" stroke="#1d1d1b"/></svg></#macro>
