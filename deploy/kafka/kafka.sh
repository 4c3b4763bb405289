#!/usr/bin/env bash
# Runs a real single-node KRaft Apache Kafka (combined broker + controller) on loopback, built
# from Maven Central jars: no Docker, no tarball download. See README.md for the version choice.
#
#   kafka.sh resolve                                   fetch broker jars once into the cache
#   kafka.sh start [--port N] [--controller-port N] [--data-dir D]
#   kafka.sh status [--data-dir D]                     exit 0 and print the address when running
#   kafka.sh stop [--data-dir D]
#
# Environment: MERCATO_CACHE_DIR (default <repo>/.cache), MERCATO_KAFKA_VERSION,
# MERCATO_KAFKA_START_TIMEOUT (seconds, default 90), KAFKA_HEAP_OPTS (default -Xms128m -Xmx512m).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"

# kafka.version is the one place the version is pinned (also read by provideKafka for the container image).
kafka_version="${MERCATO_KAFKA_VERSION:-$(< "$script_dir/kafka.version")}"
cache_root="${MERCATO_CACHE_DIR:-$repo_root/.cache}"
version_dir="$cache_root/kafka/$kafka_version"
libs_dir="$version_dir/libs"
start_timeout="${MERCATO_KAFKA_START_TIMEOUT:-90}"
stop_timeout=30

port=9092
controller_port=""
data_dir="$repo_root/.data/kafka"

die() { echo "kafka.sh: $*" >&2; exit 1; }

parse_options() {
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --port) port="${2:?--port needs a value}"; shift 2 ;;
      --controller-port) controller_port="${2:?--controller-port needs a value}"; shift 2 ;;
      --data-dir) data_dir="${2:?--data-dir needs a value}"; shift 2 ;;
      *) die "unknown option: $1" ;;
    esac
  done
  [[ "$port" =~ ^[0-9]+$ ]] || die "--port must be a number, got '$port'"
  controller_port="${controller_port:-$((port + 1))}"
  [[ "$controller_port" =~ ^[0-9]+$ ]] || die "--controller-port must be a number"
  mkdir -p "$data_dir"
  data_dir="$(cd "$data_dir" && pwd)"
}

pid_file() { echo "$data_dir/kafka.pid"; }
log_file() { echo "$data_dir/kafka.log"; }
address_file() { echo "$data_dir/kafka.address"; }

port_answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The pid of our broker when it is alive; guards against a stale pid file reused by another process.
running_pid() {
  local pid
  pid="$(cat "$(pid_file)" 2>/dev/null)" || return 1
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q 'kafka\.Kafka' || return 1
  echo "$pid"
}

cmd_resolve() {
  # A marker written last makes a half-finished copy count as missing; later runs touch no network.
  [[ -f "$libs_dir/.complete" ]] && { echo "$libs_dir"; return; }
  command -v mvn >/dev/null || die "mvn not found (needed once to fetch Kafka $kafka_version)"
  mkdir -p "$version_dir"
  (
    # Several test runs may resolve at once: one fetches, the others wait and reuse it.
    flock 9
    [[ -f "$libs_dir/.complete" ]] && exit 0
    local staging="$version_dir/libs.partial"
    rm -rf "$staging" "$libs_dir"
    echo "kafka.sh: fetching Apache Kafka $kafka_version from Maven Central ..." >&2
    mvn -B -q -Dstyle.color=never -f "$script_dir/pom.xml" \
      -Dmaven.repo.local="$cache_root/maven" \
      -Dkafka.version="$kafka_version" \
      dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$staging" >&2 \
      || die "mvn could not fetch Kafka $kafka_version"
    mv "$staging" "$libs_dir"
    touch "$libs_dir/.complete"
  ) 9>"$version_dir/.resolve.lock"
  echo "$libs_dir"
}

write_server_properties() {
  cat > "$data_dir/server.properties" <<EOF
# Written by deploy/kafka/kafka.sh start; rewritten on every start.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$data_dir/logs
auto.create.topics.enable=false
num.partitions=1
# Single node: every internal topic has exactly one replica.
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
# Few internal partitions: creating 50 on the first group join costs seconds in every test run.
offsets.topic.num.partitions=1
transaction.state.log.num.partitions=1
# Consumers join at once instead of waiting 3 s for more members.
group.initial.rebalance.delay.ms=0
EOF
}

random_cluster_id() {
  # A Kafka cluster id is 16 random bytes in URL-safe base64 without padding. Like Kafka's own
  # Uuid.randomUuid, never one starting with '-': kafka-storage would take it for an option
  # ("argument --cluster-id/-t: expected one argument"), failing one start in 64.
  local id='-'
  while [[ "$id" == -* ]]; do
    id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  done
  echo "$id"
}

java_options() {
  # Small heap and quick start: this broker serves tests and local runs, not production load.
  # shellcheck disable=SC2206
  local heap=(${KAFKA_HEAP_OPTS:--Xms128m -Xmx512m})
  printf '%s\n' "${heap[@]}" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
    -Dorg.slf4j.simpleLogger.showDateTime=true -cp "$libs_dir/*"
}

cmd_start() {
  parse_options "$@"
  local pid
  if pid="$(running_pid)"; then
    cat "$(address_file)"
    return
  fi
  cmd_resolve >/dev/null
  command -v java >/dev/null || die "java not found (Kafka needs Java 17+)"
  port_answers "$port" && die "port $port is already in use"
  port_answers "$controller_port" && die "controller port $controller_port is already in use"

  local jvm
  mapfile -t jvm < <(java_options)
  write_server_properties
  if [[ ! -f "$data_dir/logs/meta.properties" ]]; then
    java "${jvm[@]}" kafka.tools.StorageTool format --ignore-formatted \
      -t "$(random_cluster_id)" -c "$data_dir/server.properties" > "$data_dir/format.log" 2>&1 \
      || die "formatting storage failed: $(tail -n 5 "$data_dir/format.log")"
  fi

  : > "$(log_file)"
  rm -f "$(pid_file)"
  # setsid + no inherited stdio: the broker outlives this script and does not hold its caller's pipes.
  # The launched shell records its own pid and then becomes java, so the pid file names the broker.
  setsid bash -c 'echo $$ > "$0"; exec "$@"' "$(pid_file)" java "${jvm[@]}" kafka.Kafka "$data_dir/server.properties" \
    < /dev/null >> "$(log_file)" 2>&1 &
  local launcher=$!
  until pid="$(cat "$(pid_file)" 2>/dev/null)" && [[ -n "$pid" ]]; do
    kill -0 "$launcher" 2>/dev/null || die "could not launch the broker"
    sleep 0.05
  done

  local deadline=$((SECONDS + start_timeout))
  # "Kafka Server started" is logged once the broker serves requests, not merely binds the port.
  until grep -q 'Kafka Server started' "$(log_file)" && port_answers "$port"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$(pid_file)"
      die "broker exited during start; last log lines:
$(tail -n 20 "$(log_file)")"
    fi
    if (( SECONDS >= deadline )); then
      kill -KILL "$pid" 2>/dev/null || true
      rm -f "$(pid_file)"
      die "broker not ready after ${start_timeout}s; last log lines:
$(tail -n 20 "$(log_file)")"
    fi
    sleep 0.2
  done
  echo "127.0.0.1:$port" > "$(address_file)"
  cat "$(address_file)"
}

cmd_stop() {
  parse_options "$@"
  local pid
  if ! pid="$(running_pid)"; then
    rm -f "$(pid_file)"
    echo "kafka.sh: not running" >&2
    return
  fi
  kill -TERM "$pid"
  local deadline=$((SECONDS + stop_timeout))
  while kill -0 "$pid" 2>/dev/null; do
    if (( SECONDS >= deadline )); then
      echo "kafka.sh: broker did not stop within ${stop_timeout}s, killing it" >&2
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.1
  done
  rm -f "$(pid_file)"
}

cmd_status() {
  parse_options "$@"
  local pid
  if pid="$(running_pid)"; then
    echo "running $(cat "$(address_file)" 2>/dev/null || echo '(starting)') pid $pid"
  else
    echo "stopped"
    exit 3
  fi
}

command="${1:-}"
[[ $# -gt 0 ]] && shift
case "$command" in
  resolve) cmd_resolve ;;
  start) cmd_start "$@" ;;
  stop) cmd_stop "$@" ;;
  status) cmd_status "$@" ;;
  *) die "usage: kafka.sh {start [--port N] [--controller-port N] [--data-dir D] | stop [--data-dir D] | status [--data-dir D] | resolve}" ;;
esac
