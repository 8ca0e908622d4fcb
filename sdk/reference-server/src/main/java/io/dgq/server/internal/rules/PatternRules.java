package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Patterns compute {@code is_valid} by compiling their regular expression; an invalid one is still stored. */
public final class PatternRules implements RecordRules {

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        next.put("is_valid", compiles(next.path("pattern").asText()));
    }

    static boolean compiles(String regex) {
        try {
            Pattern.compile(regex);
            return true;
        } catch (PatternSyntaxException | StackOverflowError e) {
            return false;
        }
    }
}
