// The desk's only script: a chosen sheet file is shown in its text box before it is sent,
// so the game master sees what will be read. Pages work without it.
document.addEventListener('change', function (e) {
  var input = e.target;
  if (!input.matches || !input.matches('input[type=file][data-fills]') || !input.files.length) return;
  var box = document.getElementById(input.getAttribute('data-fills'));
  var file = input.files[0];
  if (!box || file.size > 65536) return;
  var reader = new FileReader();
  reader.onload = function () { box.value = reader.result; };
  reader.readAsText(file, 'utf-8');
});
