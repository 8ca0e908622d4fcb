package io.dgq.examples;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** A {@link PrintStream} for an example to print to, and what it printed. */
final class Captured {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    /** The stream to hand to an example's {@code run}. */
    final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    /** Everything printed so far. */
    String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * Runs a program, such as an example's {@code main}, with standard output captured.
     *
     * @param program what to run
     * @return what it printed to standard output
     */
    static String printedBy(Runnable program) {
        Captured captured = new Captured();
        PrintStream console = System.out;
        System.setOut(captured.out);
        try {
            program.run();
        } finally {
            System.setOut(console);
        }
        return captured.text();
    }
}
