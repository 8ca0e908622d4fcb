package io.dgq.examples;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Lists the examples and runs the one named. {@code exec:java} always starts this class and passes it
 * {@code -Dexec.mainClass}, so that a misspelt name is answered with the names that exist:
 *
 * <pre>
 * ./mvnw -B -q -pl sdk-examples -am compile exec:java                                       # Quickstart
 * ./mvnw -B -q -pl sdk-examples -am compile exec:java -Dexec.mainClass=list                 # the list
 * ./mvnw -B -q -pl sdk-examples -am compile exec:java -Dexec.mainClass=io.dgq.examples.Pagination
 * </pre>
 *
 * <p>A name is the simple class name ({@code Pagination}) or the full one ({@code io.dgq.examples.Pagination}).
 */
public final class Examples {

    private static final String PACKAGE = "io.dgq.examples.";

    /** One example: its name, what it shows and its {@code main}. */
    record Example(String name, String shows, Consumer<String[]> main) {}

    /** Every example, in the order README lists them. */
    static final List<Example> ALL = List.of(
            new Example(
                    "Quickstart",
                    "a client; a page of domains sorted and filtered; one domain; the correlation id",
                    Quickstart::main),
            new Example(
                    "GovernanceTour",
                    "glossaries, terms, a domain tree, tags, an application; updates, tree views, export",
                    GovernanceTour::main),
            new Example(
                    "DataQuality",
                    "a source, a pattern, parameters, metric templates and details, alert clusters",
                    DataQuality::main),
            new Example(
                    "Collaboration",
                    "documents with content blocks, the latest documents, a conversation thread",
                    Collaboration::main),
            new Example("Pagination", "every record of a large list, streamed page by page", Pagination::main),
            new Example(
                    "AsyncFanOut",
                    "client.async(): 100 creates and 100 reads in flight from one thread",
                    AsyncFanOut::main),
            new Example(
                    "Https",
                    "https with a private certificate authority: a client trusting it alone with tls(...)",
                    Https::main),
            new Example(
                    "ErrorHandling",
                    "a 404, a validation error with its details, a refused token, retries",
                    ErrorHandling::main),
            new Example("CustomFields", "tabs, groups, fields and field values on an entity", CustomFields::main),
            new Example(
                    "Observability",
                    "a listener of your own and the Micrometer timers of each call",
                    Observability::main),
            new Example(
                    "UnitTestingWithMocks",
                    "a service taking a DomainsClient, run on a hand-written fake",
                    UnitTestingWithMocks::main));

    private Examples() {}

    /**
     * Runs the example named by the first argument, or lists them all when it is {@code list}, blank or absent.
     *
     * @param args the example's name, then its own arguments
     * @throws IllegalArgumentException when no example has that name, with the names that exist
     */
    public static void main(String[] args) {
        String wanted = args.length == 0 || args[0] == null ? "" : args[0].strip();
        if (wanted.isEmpty() || wanted.equalsIgnoreCase("list")) {
            list(System.out);
            return;
        }
        String[] rest = new String[args.length - 1];
        System.arraycopy(args, 1, rest, 0, rest.length);
        find(wanted).main().accept(rest);
    }

    /**
     * Finds an example by its simple or full class name, case aside.
     *
     * @param wanted the name
     * @return the example
     * @throws IllegalArgumentException naming the examples that exist, and the closest one
     */
    static Example find(String wanted) {
        String name = wanted.startsWith(PACKAGE) ? wanted.substring(PACKAGE.length()) : wanted;
        for (Example example : ALL) {
            if (example.name().equalsIgnoreCase(name)) {
                return example;
            }
        }
        Example closest =
                Collections.min(ALL, (a, b) -> Integer.compare(distance(a.name(), name), distance(b.name(), name)));
        List<String> names = new ArrayList<>();
        ALL.forEach(example -> names.add(example.name()));
        throw new IllegalArgumentException("No example is named '" + wanted + "'"
                + (distance(closest.name(), name) <= 3 ? "; did you mean " + PACKAGE + closest.name() + "?" : ".")
                + " The examples: " + String.join(", ", names) + ". Run one with -Dexec.mainClass=" + PACKAGE
                + "<Name>, list them with -Dexec.mainClass=list.");
    }

    /**
     * Prints every example with what it shows, and how to run one.
     *
     * @param out where to print
     */
    static void list(PrintStream out) {
        out.println("The examples (run one with -Dexec.mainClass=" + PACKAGE + "<Name>):");
        int width = ALL.stream().mapToInt(e -> e.name().length()).max().orElse(0);
        for (Example example : ALL) {
            out.println("  " + String.format(Locale.ROOT, "%-" + width + "s", example.name()) + "  " + example.shows());
        }
    }

    /** The edit distance of two names, case aside, to suggest the closest one. */
    private static int distance(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        int[] previous = new int[y.length() + 1];
        int[] current = new int[y.length() + 1];
        for (int j = 0; j <= y.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= y.length(); j++) {
                int cost = x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[y.length()];
    }
}
