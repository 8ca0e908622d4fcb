package io.dgq.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The results of one run: one row per figure, each with its baseline and ratio where it has one, and the target
 * it is held to. Written as {@code benchmark-report.json} and {@code benchmark-report.md}.
 */
public final class Report {

    /** One figure. */
    public static final class Row {
        /** The part of the issue it answers, for example {@code "1. SDK overhead"}. */
        public String part;
        /** What was measured. */
        public String name;
        /** The measured value, formatted. */
        public String value;
        /** The baseline's value, formatted, or empty. */
        public String baseline = "";
        /** The ratio measured/baseline, formatted, or empty. */
        public String ratio = "";
        /** The target, or empty. */
        public String target = "";
        /** "met", "MISSED", "error" or empty. */
        public String verdict = "";
        /** The numbers behind the row, for the JSON report. */
        public Map<String, Object> numbers = new LinkedHashMap<>();
    }

    private final List<Row> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final String started = OffsetDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    private final List<String> loads = new ArrayList<>(List.of("start " + loadAverage()));

    /**
     * Returns the one-minute load average of the machine (runnable processes, all users).
     *
     * @return for example {@code "1.93"}
     */
    public static String loadAverage() {
        return String.format(
                Locale.ROOT,
                "%.2f",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /**
     * Records the load average now, under a label.
     *
     * @param label for example {@code "after part 1"}
     */
    public void recordLoad(String label) {
        loads.add(label + " " + loadAverage());
    }

    /**
     * Adds a row.
     *
     * @param part the part
     * @param name what was measured
     * @param value the value, formatted
     * @return the row, to fill in further
     */
    public Row add(String part, String name, String value) {
        Row row = new Row();
        row.part = part;
        row.name = name;
        row.value = value;
        rows.add(row);
        return row;
    }

    /**
     * Adds a free note (an error, a caveat) shown under the table.
     *
     * @param note the note
     */
    public void note(String note) {
        notes.add(note);
        System.out.println("NOTE: " + note);
    }

    /**
     * Sets a row's ratio and verdict against a ceiling.
     *
     * @param row the row
     * @param ratio the ratio
     * @param max the highest ratio that meets the target
     * @param target the target as shown
     */
    public static void ratioAtMost(Row row, double ratio, double max, String target) {
        row.ratio = String.format(Locale.ROOT, "%.2fx", ratio);
        row.target = target;
        row.verdict = ratio <= max ? "met" : "MISSED";
        row.numbers.put("ratio", ratio);
    }

    /**
     * Sets a row's ratio and verdict against a floor.
     *
     * @param row the row
     * @param ratio the ratio
     * @param min the lowest ratio that meets the target
     * @param target the target as shown
     */
    public static void ratioAtLeast(Row row, double ratio, double min, String target) {
        row.ratio = String.format(Locale.ROOT, "%.0f%%", ratio * 100);
        row.target = target;
        row.verdict = ratio >= min ? "met" : "MISSED";
        row.numbers.put("ratio", ratio);
    }

    /**
     * Describes the machine.
     *
     * @return processors, memory, OS and JVM
     */
    public static String machine() {
        long memory = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize();
        return Runtime.getRuntime().availableProcessors() + " cores, " + (memory >> 30) + " GiB, "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ", Java "
                + System.getProperty("java.vm.version") + " (" + System.getProperty("java.vm.name") + ")";
    }

    /**
     * Writes the JSON and Markdown reports.
     *
     * @param dir the directory
     * @param elapsedSeconds how long the whole run took
     * @return the Markdown
     * @throws IOException if writing fails
     */
    public String write(Path dir, double elapsedSeconds) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("started", started);
        json.put("machine", machine());
        json.put("elapsed_seconds", elapsedSeconds);
        recordLoad("end");
        json.put("load_average", loads);
        json.put("rows", rows);
        json.put("notes", notes);
        Files.createDirectories(dir);
        new ObjectMapper()
                .enable(SerializationFeature.INDENT_OUTPUT)
                .writeValue(dir.resolve("benchmark-report.json").toFile(), json);
        StringBuilder md = new StringBuilder();
        md.append("Run of ")
                .append(started)
                .append(" on ")
                .append(machine())
                .append(", ")
                .append(String.format(Locale.ROOT, "%.0f", elapsedSeconds))
                .append(" s in all; one-minute load " + "average: ")
                .append(String.join(", ", loads))
                .append(".\n\n");
        md.append("| Part | Measure | Value | Baseline | Ratio | Target | |\n");
        md.append("|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            md.append("| ")
                    .append(r.part)
                    .append(" | ")
                    .append(r.name)
                    .append(" | ")
                    .append(r.value)
                    .append(" | ")
                    .append(r.baseline)
                    .append(" | ")
                    .append(r.ratio)
                    .append(" | ")
                    .append(r.target)
                    .append(" | ")
                    .append(r.verdict)
                    .append(" |\n");
        }
        if (!notes.isEmpty()) {
            md.append('\n');
            for (String n : notes) {
                md.append("- ").append(n).append('\n');
            }
        }
        Files.writeString(dir.resolve("benchmark-report.md"), md.toString(), StandardCharsets.UTF_8);
        return md.toString();
    }

    /**
     * Formats a number of bytes as MiB.
     *
     * @param bytes the bytes
     * @return for example {@code "12.3 MiB"}
     */
    public static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
    }

    /**
     * Formats a number with one decimal.
     *
     * @param value the value
     * @return the text
     */
    public static String f1(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * Formats a whole number with thousands separators.
     *
     * @param value the value
     * @return the text
     */
    public static String n0(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }
}
