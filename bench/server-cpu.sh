# Sourced by the bench scripts: the CPU a background server (pid in $pid) spends, read from
# /proc/PID/stat (utime + stime, in clock ticks), and that figure once the server has gone quiet
# (no tick for 0.3 s, at most 5 s), so that what a run set off in it (its compiler's work) is
# counted with that run.
ticks="$(getconf CLK_TCK)"
server_cpu() { awk -v t="$ticks" '{ sub(/^.*\) /, ""); printf "%.3f\n", ($12 + $13) / t }' "/proc/$pid/stat"; }
server_quiet() {
  local a b
  b="$(server_cpu)"
  for _ in $(seq 16); do
    a="$b"; sleep 0.3; b="$(server_cpu)"
    [ "$a" = "$b" ] && break
  done
  echo "$b"
}
# the peak resident memory of the server since it started, in MB
server_peak_mb() { awk '/^VmHWM:/ { printf "%d\n", $2 / 1024 }' "/proc/$pid/status"; }
