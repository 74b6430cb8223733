<?php
/**
 * Runs the loader's script_loader_tag filter outside WordPress: reads a tag on standard input, prints what
 * give_p2p_module_tag() makes of it for the handle in argv[1] (scripts/wordpress-module-tag.test.ts).
 */
define( 'ABSPATH', __DIR__ . '/' );
function plugin_dir_path( $file ) {
	return dirname( $file ) . '/';
}
require dirname( __DIR__, 2 ) . '/wordpress/give-p2p/includes/loader.php';
// A plugin file without a build beside it: no manifest, so no modulepreload links in the output.
$GLOBALS['give_p2p_plugin'] = array(
	'file'    => sys_get_temp_dir() . '/give-p2p-no-build/give-p2p.php',
	'version' => '0.1.0',
);
echo give_p2p_module_tag( (string) stream_get_contents( STDIN ), $argv[1] );
