/// A template compiled for the generator's renderer: the pieces of Mustache that generator templates use
/// (text, variables, sections, inverted sections and partials), with the whitespace of standalone tags
/// already settled (see `TemplateCompiler`).
///
/// Names are split once, here, instead of on every tag as a general Mustache engine does at render time.
struct CompiledTemplate: Sendable {
    /// The template's pieces, in order.
    let nodes: [TemplateNode]
}

/// One piece of a compiled template.
indirect enum TemplateNode: Sendable {
    /// Text printed as it is, as UTF-8: a piece of one line, with the line's break when `endsLine`.
    /// Never empty, and never a line break alone.
    case text([UInt8], endsLine: Bool)
    /// A line break alone (`\n` or `\r\n`): the end of a line whose other pieces are tags, or an empty
    /// line, which no partial indents.
    case lineBreak([UInt8])
    /// `{{name}}`, `{{&name}}` or `{{{name}}}`: the value's text (templates are `TEXT`, so never escaped).
    case variable(TemplateName)
    /// `{{#name}}…{{/name}}`: the nodes once per item of a list, once with a model, once when a flag is
    /// true.
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`: the nodes once when the value is missing, false or an empty list.
    case inverted(TemplateName, [TemplateNode])
    /// `{{>Name}}`: another template of the set, rendered with the same context. `indentation` is the
    /// whitespace before a standalone partial tag (one alone on its line), which goes before every line the
    /// partial prints but its empty ones (see `TemplateRenderer`); `nil` when the tag is not standalone.
    /// `offset` is the tag's place in the template's text (see `TemplateName.offset`).
    case partial(String, indentation: [UInt8]?, offset: Int)
}

/// The name in a tag, split at its dots.
struct TemplateName: Sendable, Equatable, CustomStringConvertible {
    /// The parts between dots: `form.title` is `["form", "title"]`; empty for `.`, the current value.
    let parts: [String]
    /// Whether the name starts with a dot (`.title`): looked up from the current value only.
    let isAnchored: Bool
    /// The name as written.
    let description: String
    /// Where the tag starts in the template's text, in UTF-8 bytes (`TemplateCompiler.location` turns it
    /// into a line and column for `TemplateLint`'s messages).
    let offset: Int
}
