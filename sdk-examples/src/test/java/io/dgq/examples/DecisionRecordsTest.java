package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The decision records of {@code src/docs/decisions/} are short, complete and all reachable from the index: every
 * record file is one row of {@code README.md} there and every row names a file that exists, numbers are unique and
 * match the file's name and heading, the status is {@code accepted} or {@code superseded by NNNN} (a record that
 * exists), the three sections are there, and no record passes the word limit.
 */
class DecisionRecordsTest {

    /** "Under about 400 words": the limit the build enforces, heading and status line included. */
    static final int WORD_LIMIT = 420;

    private static final Path DECISIONS = Path.of("..", "src", "docs", "decisions");
    private static final Pattern FILE = Pattern.compile("(\\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\\.md");
    private static final Pattern HEADING = Pattern.compile("# (\\d{4})\\. \\S.*");
    private static final Pattern STATUS = Pattern.compile("Status: (accepted\\b.*|superseded by \\[?(\\d{4})\\b.*)");
    private static final Pattern ROW =
            Pattern.compile("(?m)^\\| \\[(\\d{4})\\]\\(([^)]+)\\) \\| ([^|]+?) \\| ([^|]+?) \\|$");

    /** One record as its file says it. */
    record Decision(String number, String title, String status, String text) {}

    /** One row of the index. */
    record Row(String number, String file, String title, String status) {}

    @Test
    void everyRecordIsWellFormedAndListedInTheIndexAndEveryRowNamesARecord() throws IOException {
        Map<String, Decision> records = records();
        List<Row> rows = rows();
        assertThat(records).as("decision records").isNotEmpty();

        assertThat(problems(records, rows))
                .as("what the records and the index get wrong")
                .isEmpty();
    }

    @Test
    void theChecksCatchAMissingRowAMissingFileALongRecordAndAMissingSection() {
        String words = "word ".repeat(WORD_LIMIT);
        Map<String, Decision> records = new TreeMap<>(Map.of(
                "0001-a.md", new Decision("0001", "A", "accepted", "## Context\n## Decision\n## Consequences\n"),
                "0002-b.md", new Decision("0002", "B", "accepted", "## Context\n## Decision\n" + words),
                "0003-c.md", new Decision("0003", "C", "superseded by 0009", "## Context\n## Decision\n")));
        List<Row> rows = List.of(
                new Row("0001", "0001-a.md", "A", "accepted"),
                new Row("0001", "0001-a.md", "A", "accepted"),
                new Row("0004", "0004-d.md", "D", "accepted"),
                new Row("0003", "0003-c.md", "C", "accepted"));

        assertThat(String.join("\n", problems(records, rows)))
                .contains("0001 is listed more than once")
                .contains("0002-b.md is not in the index")
                .contains("0004-d.md, listed in the index, does not exist")
                .contains("0002-b.md has no ## Consequences")
                .contains("0002-b.md has " + (WORD_LIMIT + 4) + " words")
                .contains("0003-c.md is superseded by 0009, which does not exist")
                .contains("0003-c.md: the index says accepted, the record superseded by 0009");
    }

    private static List<String> problems(Map<String, Decision> records, List<Row> rows) {
        List<String> problems = new ArrayList<>();
        Map<String, Row> listed = new TreeMap<>();
        List<String> numbers = new ArrayList<>();
        for (Row row : rows) {
            if (numbers.contains(row.number())) {
                problems.add(row.number() + " is listed more than once");
            }
            numbers.add(row.number());
            listed.put(row.file(), row);
            if (!records.containsKey(row.file())) {
                problems.add(row.file() + ", listed in the index, does not exist");
            }
        }
        List<String> recordNumbers = new ArrayList<>();
        for (Map.Entry<String, Decision> entry : records.entrySet()) {
            String file = entry.getKey();
            Decision decision = entry.getValue();
            if (recordNumbers.contains(decision.number())) {
                problems.add(file + ": number " + decision.number() + " is used by another record");
            }
            recordNumbers.add(decision.number());
            for (String section : List.of("## Context", "## Decision", "## Consequences")) {
                if (!Pattern.compile("(?m)^" + section + "$")
                        .matcher(decision.text())
                        .find()) {
                    problems.add(file + " has no " + section);
                }
            }
            int words = decision.text().strip().split("\\s+").length;
            if (words > WORD_LIMIT) {
                problems.add(file + " has " + words + " words, more than " + WORD_LIMIT);
            }
            Matcher superseded = Pattern.compile("superseded by (\\d{4})").matcher(decision.status());
            if (superseded.lookingAt()
                    && records.values().stream().noneMatch(d -> d.number().equals(superseded.group(1)))) {
                problems.add(file + " is superseded by " + superseded.group(1) + ", which does not exist");
            }
            Row row = listed.get(file);
            if (row == null) {
                problems.add(file + " is not in the index");
            } else {
                if (!row.number().equals(decision.number())) {
                    problems.add(file + ": the index numbers it " + row.number());
                }
                if (!row.title().equals(decision.title())) {
                    problems.add(file + ": the index titles it \"" + row.title() + "\", the record \""
                            + decision.title() + "\"");
                }
                if (!statusWord(row.status()).equals(statusWord(decision.status()))) {
                    problems.add(file + ": the index says " + row.status() + ", the record " + decision.status());
                }
            }
        }
        return problems;
    }

    /** "accepted", or "superseded by NNNN": what the index and the record must agree on. */
    private static String statusWord(String status) {
        Matcher superseded = Pattern.compile("superseded by \\[?(\\d{4})").matcher(status);
        return superseded.lookingAt() ? "superseded by " + superseded.group(1) : status.split("\\s")[0];
    }

    /** Every record file, by file name; a file that is not a record fails here, naming what is wrong. */
    static Map<String, Decision> records() throws IOException {
        Map<String, Decision> records = new TreeMap<>();
        try (Stream<Path> files = Files.list(DECISIONS)) {
            for (Path path : (Iterable<Path>) files.sorted()::iterator) {
                String name = path.getFileName().toString();
                if (name.equals("README.md")) {
                    continue;
                }
                Matcher file = FILE.matcher(name);
                assertThat(file.matches())
                        .as("%s: a record is named NNNN-kebab-title.md", name)
                        .isTrue();
                String text = Files.readString(path, StandardCharsets.UTF_8);
                List<String> lines = text.lines().toList();
                assertThat(lines).as("%s: heading, blank line, status", name).hasSizeGreaterThan(3);
                Matcher heading = HEADING.matcher(lines.get(0));
                assertThat(heading.matches())
                        .as("%s starts with '# NNNN. Title', not '%s'", name, lines.get(0))
                        .isTrue();
                assertThat(heading.group(1))
                        .as("%s: the heading's number is the file's", name)
                        .isEqualTo(file.group(1));
                Matcher status = STATUS.matcher(lines.get(2));
                assertThat(status.matches())
                        .as(
                                "%s: third line 'Status: accepted ...' or 'Status: superseded by NNNN', not '%s'",
                                name, lines.get(2))
                        .isTrue();
                String title = lines.get(0).substring("# NNNN. ".length());
                records.put(name, new Decision(heading.group(1), title, status.group(1), text));
            }
        }
        return records;
    }

    private static List<Row> rows() throws IOException {
        String index = Files.readString(DECISIONS.resolve("README.md"), StandardCharsets.UTF_8);
        List<Row> rows = new ArrayList<>();
        Matcher row = ROW.matcher(index);
        while (row.find()) {
            rows.add(new Row(row.group(1), row.group(2), row.group(3), row.group(4)));
        }
        return rows;
    }
}
