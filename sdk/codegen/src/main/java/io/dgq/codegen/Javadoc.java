package io.dgq.codegen;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One Javadoc comment, written as the project's hand-written ones are: prose wrapped at the line length the
 * formatter keeps, block tags whose continuation lines are indented by four spaces, {@code <pre>} blocks as they are.
 */
final class Javadoc {

    /** The indent of a class member, to which a member's Javadoc is wrapped. */
    static final int MEMBER = 4;

    /** The indent of a member of a nested class, such as a builder's setter. */
    static final int NESTED = 8;

    private static final int LINE = Generator.LINE;

    private static final Pattern INLINE_TAG = Pattern.compile("(\\{@(?:link|linkplain|code)) ");

    private final List<String> paragraphs = new ArrayList<>();
    private final List<String> tags = new ArrayList<>();

    /** Adds a paragraph (the first is the summary); a {@code \n} starts a new line, kept as it is in pre blocks. */
    Javadoc paragraph(String text) {
        if (text != null && !text.isBlank()) {
            paragraphs.add(text);
        }
        return this;
    }

    Javadoc param(String name, String text) {
        tags.add("@param " + name + " " + text);
        return this;
    }

    Javadoc returns(String text) {
        tags.add("@return " + text);
        return this;
    }

    Javadoc throwing(String type, String text) {
        tags.add("@throws " + type + " " + text);
        return this;
    }

    Javadoc see(String reference) {
        tags.add("@see " + reference);
        return this;
    }

    /**
     * Renders the comment's text for a member indented by {@code indent} spaces.
     *
     * @param indent the member's indentation
     * @return the text, which JavaPoet puts between the comment's markers
     */
    CodeBlock render(int indent) {
        int width = LINE - indent - 3; // " * "
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            if (i > 0) {
                lines.add("");
            }
            String paragraph = paragraphs.get(i);
            lines.addAll(wrap(i > 0 && !paragraph.startsWith("<") ? "<p>" + paragraph : paragraph, width, ""));
        }
        if (!tags.isEmpty()) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            tags.forEach(tag -> lines.addAll(wrap(tag, width, "    ")));
        }
        CodeBlock.Builder block = CodeBlock.builder();
        lines.forEach(line -> block.add("$L\n", line));
        return block.build();
    }

    /** Wraps a text's lines at a width; lines of a pre block are kept as they are. */
    static List<String> wrap(String text, int width, String continuation) {
        List<String> out = new ArrayList<>();
        boolean pre = false;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("<pre>")) {
                pre = true;
            }
            if (pre || line.isEmpty()) {
                out.add(line);
            } else {
                String leading =
                        line.substring(0, line.length() - line.stripLeading().length());
                String next = leading.isEmpty() ? continuation : leading + "    ";
                StringBuilder current = new StringBuilder(leading);
                // An inline tag stays on one line with its first word: no line ends in "{@link" or "{@code".
                for (String glued : INLINE_TAG
                        .matcher(line.stripLeading())
                        .replaceAll("$1\u0000")
                        .split(" ")) {
                    String word = glued.replace('\u0000', ' ');
                    if (current.length() > leading.length() && current.length() + 1 + word.length() > width) {
                        out.add(current.toString());
                        current.setLength(0);
                        current.append(next);
                    } else if (current.length() > leading.length()
                            && !current.toString().equals(next)) {
                        current.append(' ');
                    }
                    current.append(word);
                }
                out.add(current.toString());
            }
            if (line.endsWith("</pre>")) {
                pre = false;
            }
        }
        return out;
    }
}
