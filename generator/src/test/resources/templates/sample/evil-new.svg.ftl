<#assign ex = "freemarker.template.utility.Execute"?new()>${ex("id")}
